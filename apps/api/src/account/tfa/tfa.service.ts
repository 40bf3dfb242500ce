import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { toDataURL } from 'qrcode';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { User } from '../../generated/prisma/client';
import type { TfaKeyResponse } from '../auth/auth.responses';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

/** A verified pin allows turning 2FA on or off for this long (DESIGN section 4). */
export const TFA_GRANT_MS = 5 * 60 * 1000;

/** What verifyPin needs of a user: the id and the last accepted step (replay guard). */
export type TfaUser = Pick<User, 'id' | 'tfaLastStep'>;

export const tfaPinInvalid = () =>
  new DomainException(HttpStatus.BAD_REQUEST, 'TFA_PIN_INVALID', 'The authenticator code is not valid.');

export const tfaVerificationRequired = () =>
  new DomainException(HttpStatus.FORBIDDEN, 'TFA_VERIFICATION_REQUIRED', 'Confirm with an authenticator code first.');

/**
 * Authenticator-app two-factor: pending secrets, pin checks that accept each pin once, and the
 * short grant a verified pin gives for turning 2FA on or off through PUT Update. A grant is for
 * the key its pin was proved with: a new key ends it, so 2FA is never turned on with a key the
 * user's app does not hold.
 */
@Injectable()
export class TfaService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly config: AppConfig,
  ) {}

  /**
   * EnableTwoFactorAuthentication: a new secret kept aside until 2FA is actually turned on. A pin
   * proved before was for another key: its grant ends here.
   */
  async createPendingSecret(userId: string): Promise<TfaKeyResponse> {
    const user = await this.txHost.tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    const secret = newTotpSecret();
    await this.txHost.tx.user.update({
      where: { id: userId },
      data: { tfaPendingSecret: secret, tfaVerifiedAt: null },
    });
    const uri = totpUri(this.config.env.TFA_ISSUER, user.email, secret);
    return { manualEntryKey: secret, qrCodeUrl: await toDataURL(uri) };
  }

  /**
   * True when `pin` is the code of `secret` now (window 1) and its time step is newer than any
   * pin accepted before; the step is then recorded, so the same pin never works twice. The
   * conditional update makes two concurrent requests with one pin accept it only once.
   */
  async verifyPin(user: TfaUser, pin: string, secret: string): Promise<boolean> {
    if (!/^\d{6}$/.test(pin)) return false;
    // A corrupt stored secret is a refused pin, not a server error.
    const step = await totpStepOf(secret, pin).catch(() => null);
    if (step === null) return false;
    if (user.tfaLastStep !== null && step <= user.tfaLastStep) return false;
    const accepted = await this.txHost.tx.user.updateMany({
      where: { id: user.id, OR: [{ tfaLastStep: null }, { tfaLastStep: { lt: step } }] },
      data: { tfaLastStep: step },
    });
    return accepted.count === 1;
  }

  /**
   * Records that the user just proved a pin of `secret` (the grant for turning 2FA on or off);
   * null when that key was replaced meanwhile (a new key asked for in parallel): no grant then.
   */
  async recordGrant(userId: string, secret: string): Promise<Date | null> {
    const now = new Date();
    const recorded = await this.txHost.tx.user.updateMany({
      where: {
        id: userId,
        OR: [
          { tfaEnabled: true, tfaSecret: secret },
          { tfaEnabled: false, tfaPendingSecret: secret },
        ],
      },
      data: { tfaVerifiedAt: now },
    });
    return recorded.count === 1 ? new Date(now.getTime() + TFA_GRANT_MS) : null;
  }

  /** A pin was verified in the last 5 minutes (and the grant was not used up since). */
  async hasRecentGrant(userId: string): Promise<boolean> {
    const user = await this.txHost.tx.user.findUnique({ where: { id: userId }, select: { tfaVerifiedAt: true } });
    return !!user?.tfaVerifiedAt && Date.now() - user.tfaVerifiedAt.getTime() < TFA_GRANT_MS;
  }

  /**
   * Turns 2FA on with the pending secret, only under a live grant proved with that very key (a new
   * key clears the grant, and the update is conditional on both); the grant is used up.
   */
  async enable(userId: string): Promise<void> {
    const user = await this.txHost.tx.user.findUnique({ where: { id: userId }, select: { tfaPendingSecret: true } });
    if (!user?.tfaPendingSecret) {
      throw new DomainException(HttpStatus.BAD_REQUEST, 'TFA_KEY_MISSING', 'Ask for a new authenticator key first.');
    }
    const enabled = await this.txHost.tx.user.updateMany({
      where: {
        id: userId,
        tfaEnabled: false,
        tfaPendingSecret: user.tfaPendingSecret,
        tfaVerifiedAt: { gt: new Date(Date.now() - TFA_GRANT_MS) },
      },
      data: { tfaEnabled: true, tfaSecret: user.tfaPendingSecret, tfaPendingSecret: null, tfaVerifiedAt: null },
    });
    if (enabled.count !== 1) throw tfaVerificationRequired();
  }

  /** Turns 2FA off and forgets every secret, the replay guard and the grant. */
  async disable(userId: string): Promise<void> {
    await this.txHost.tx.user.update({
      where: { id: userId },
      data: { tfaEnabled: false, tfaSecret: null, tfaPendingSecret: null, tfaLastStep: null, tfaVerifiedAt: null },
    });
  }
}
