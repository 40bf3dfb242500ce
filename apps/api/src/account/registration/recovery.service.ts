import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { BackgroundTasks } from '../../core/background/background-tasks';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { MailService } from '../../mail/mail.service';
import { PasswordService } from '../password/password.service';
import { SessionService } from '../session/session.service';
import { TfaService } from '../tfa/tfa.service';
import { tokenLink } from './mail-links';
import { OneTimeTokenService } from './one-time-token.service';
import type { TokenCheckResponse } from '../account.responses';
import type { OkResponse } from '../../core/http/ok.response';

const OK: OkResponse = { ok: true };

/**
 * Getting back into an account by e-mail: a forgotten password, a lost authenticator. The
 * "forgot" calls answer the same, after the same work, whether or not the address has an
 * account (or 2FA): the look-up, the token and the mail happen after the answer, so neither the
 * answer nor its timing tells who is a customer.
 */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly tokens: OneTimeTokenService,
    private readonly tfa: TfaService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly limits: RateLimitService,
    private readonly background: BackgroundTasks,
  ) {}

  async forgotPassword(email: string, ip?: string): Promise<OkResponse> {
    await this.limits.attempt('forgot', { ip, account: email }, async () => undefined, 'every-attempt');
    this.background.run('password reset mail', () => this.mailResetLink(email));
    return OK;
  }

  private async mailResetLink(email: string): Promise<void> {
    // A deleted account's placeholder address opens nothing (privacy/account-erasure.ts).
    const user = await this.txHost.tx.user.findUnique({
      where: { email, deletedAt: null },
      select: { id: true, email: true, name: true, language: true },
    });
    if (!user) return;
    await this.txHost.withTransaction(async () => {
      const token = await this.tokens.issue(user.id, 'RESET_PASSWORD');
      await this.mail.enqueue({
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'reset-password',
        data: { name: user.name, link: tokenLink(this.config, 'confirm-password', token) },
      });
    });
  }

  /** The /confirm-password page asks first whether its link still works. */
  async checkResetToken(token: string): Promise<TokenCheckResponse> {
    const user = await this.tokens.peek(token, 'RESET_PASSWORD');
    return { valid: true, email: user.email };
  }

  async resetPassword(token: string, password: string): Promise<OkResponse> {
    // Policy first: a refused password must not use up the link.
    const passwordHash = await this.passwords.hash(password);
    await this.txHost.withTransaction(async () => {
      const user = await this.tokens.consume(token, 'RESET_PASSWORD');
      // The link reached the mailbox, which is what the confirmation link proves too.
      await this.txHost.tx.user.update({
        where: { id: user.id },
        data: { passwordHash, confirmedAt: user.confirmedAt ?? new Date() },
        select: { id: true },
      });
      await this.sessions.revokeAllForUser(user.id, 'password-reset');
      await this.mail.enqueue({
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'password-changed',
        data: { name: user.name },
      });
    });
    return OK;
  }

  async forgotTfa(email: string, ip?: string): Promise<OkResponse> {
    await this.limits.attempt('forgot', { ip, account: email }, async () => undefined, 'every-attempt');
    this.background.run('2FA recovery mail', () => this.mailTfaRecoveryLink(email));
    return OK;
  }

  private async mailTfaRecoveryLink(email: string): Promise<void> {
    const user = await this.txHost.tx.user.findUnique({
      where: { email, deletedAt: null },
      select: { id: true, email: true, name: true, language: true, tfaEnabled: true },
    });
    if (!user?.tfaEnabled) return;
    await this.txHost.withTransaction(async () => {
      const token = await this.tokens.issue(user.id, 'TFA_RECOVERY');
      await this.mail.enqueue({
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'tfa-recovery',
        data: { name: user.name, link: tokenLink(this.config, 'confirm-tfa', token) },
      });
    });
  }

  /** The /confirm-tfa link: 2FA goes off, and the owner is told by mail. */
  async recoverTfa(token: string): Promise<OkResponse> {
    await this.txHost.withTransaction(async () => {
      const user = await this.tokens.consume(token, 'TFA_RECOVERY');
      await this.tfa.disable(user.id);
      // As after a password reset: the account's protection changed, so every session logs in again.
      await this.sessions.revokeAllForUser(user.id, 'tfa-recovery');
      await this.mail.enqueue({
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'tfa-disabled',
        data: { name: user.name },
      });
    });
    return OK;
  }
}
