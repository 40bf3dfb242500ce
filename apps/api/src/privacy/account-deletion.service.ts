import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { isLastAdmin, lastAdmin, lockAdmins } from '../account/admins';
import { PasswordService } from '../account/password/password.service';
import { tfaPinInvalid, TfaService } from '../account/tfa/tfa.service';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import type { OkResponse } from '../core/http/ok.response';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import { MailService } from '../mail/mail.service';
import { SubscriptionService } from '../payment/subscriptions/subscription.service';
import type { DeleteAccountDto } from './account-deletion.dto';
import { AccountErasure, type ErasedAccount } from './account-erasure';

/** How long a payment page may still be paid (Stripe's sessions expire after 24 hours). */
const PAYMENT_PAGE_OPEN_MS = 24 * 60 * 60 * 1000;

const wrongPassword = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'WRONG_PASSWORD', 'The current password is wrong.');

/**
 * POST /api/User/DeleteAccount (GDPR article 17). The holder proves it is them as for a password
 * change (the password, on the login budget) and, with 2FA on, as at login (a pin, on the 2FA
 * budget, each pin accepted once); then everything is ended and erased in one transaction
 * (account-erasure.ts says what goes and what the law keeps) and the last mail is written to the
 * outbox in it, to the address the account had.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly passwords: PasswordService,
    private readonly tfa: TfaService,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly erasure: AccountErasure,
    private readonly subscriptions: SubscriptionService,
  ) {}

  async deleteAccount(userId: string, body: DeleteAccountDto, ip: string | undefined): Promise<OkResponse> {
    const user = await this.proveHolder(userId, body, ip);
    // Asked before the renewals are cancelled, and again under the lock below.
    if (await isLastAdmin(this.txHost.tx, user.id)) throw lastAdmin();

    // Automatic renewals are cancelled at their providers first, outside the erasure's transaction
    // (a provider call may fail or be slow): a failure stops the deletion (502), rather than leave
    // a deleted account that is still billed.
    await this.subscriptions.endAllOf(user.id);

    await this.txHost.withTransaction(async () => {
      // The shop keeps a way into its back office: the last admin account is not erased.
      await lockAdmins(this.txHost.tx);
      if (await isLastAdmin(this.txHost.tx, user.id)) throw lastAdmin();
      const now = new Date();
      await this.assertNoPaymentInFlight(user.id, now);
      await this.erasure.erase(user, now);
      await this.mail.enqueue({
        to: user.email,
        // Not tied to the account: the mail is the one row that still names the address, until sent.
        language: user.language,
        template: 'account-deleted',
        data: { name: user.name },
      });
    });
    return { ok: true };
  }

  /**
   * A payment that may still complete would be fulfilled for an account that is gone (its goods
   * have no one to go to): one being made (a bank transfer on its way) or a payment page opened in
   * the last 24 hours (after that it is abandoned, as settlement.service.ts counts it) waits.
   */
  private async assertNoPaymentInFlight(userId: string, now: Date): Promise<void> {
    const inFlight = await this.txHost.tx.order.count({
      where: {
        userId,
        OR: [
          { status: 'PROCESSING' },
          { status: 'PENDING', createdAt: { gt: new Date(now.getTime() - PAYMENT_PAGE_OPEN_MS) } },
        ],
      },
    });
    if (inFlight > 0) {
      throw new DomainException(
        HttpStatus.CONFLICT,
        'PAYMENT_IN_PROGRESS',
        'A payment of this account is still in progress; delete the account once it is finished.',
      );
    }
  }

  /** The password, then (2FA on) the pin; both failures are counted like at login. */
  private async proveHolder(userId: string, body: DeleteAccountDto, ip: string | undefined): Promise<ErasedAccount> {
    const user = await this.txHost.tx.user.findUnique({
      where: { id: userId, deletedAt: null },
      select: {
        id: true,
        email: true,
        name: true,
        surname: true,
        country: true,
        language: true,
        passwordHash: true,
        tfaEnabled: true,
        tfaSecret: true,
        tfaLastStep: true,
      },
    });
    if (!user) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    await this.limits.attempt(
      'login',
      { ip, account: user.email },
      async () => {
        if (!(await this.passwords.verify(user.passwordHash, body.password))) throw wrongPassword();
      },
      { failsOn: ['WRONG_PASSWORD'] },
    );
    if (user.tfaEnabled && user.tfaSecret) {
      const secret = user.tfaSecret;
      // A missing pin is refused before the budget: it guessed nothing.
      if (!body.pin) throw tfaPinInvalid();
      const pin = body.pin;
      await this.limits.attempt(
        'tfa',
        { ip, account: user.email },
        async () => {
          if (!(await this.tfa.verifyPin(user, pin, secret))) throw tfaPinInvalid();
        },
        { failsOn: ['TFA_PIN_INVALID'] },
      );
    }
    return user;
  }
}
