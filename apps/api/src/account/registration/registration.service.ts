import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { MailService } from '../../mail/mail.service';
import type { RegisterResponseBody } from '../account.responses';
import type { OkResponse } from '../../core/http/ok.response';
import { PasswordService } from '../password/password.service';
import { isUniqueViolation } from '../../core/database/prisma-errors';
import { tokenLink } from './mail-links';
import { OneTimeTokenService } from './one-time-token.service';
import type { RegisterDto } from './registration.dto';

const userExists = () =>
  new DomainException(HttpStatus.CONFLICT, 'USER_EXISTS', 'An account with this e-mail already exists.');

/** Register and Activate: a new account stays unconfirmed until its mailed link is used. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly passwords: PasswordService,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly limits: RateLimitService,
  ) {}

  /** Every registration tried from an address counts, created or refused (rate-limits.ts). */
  register(body: RegisterDto, ip?: string): Promise<RegisterResponseBody> {
    return this.limits.attempt('register', { ip }, () => this.createAccount(body), 'every-attempt');
  }

  private async createAccount(body: RegisterDto): Promise<RegisterResponseBody> {
    await this.createUnconfirmed(body);
    return { email: body.email };
  }

  /**
   * A new unconfirmed account with its confirmation mail, in the caller's transaction when there
   * is one (PayAndRegister places the order in the same one): 409 USER_EXISTS when taken.
   */
  async createUnconfirmed(body: RegisterDto): Promise<{ userId: string }> {
    // The policy is checked (and the slow hash made) before anything is written.
    const passwordHash = await this.passwords.hash(body.password);
    const email = body.email; // already trimmed and lower-cased by the DTO
    if (await this.txHost.tx.user.findUnique({ where: { email }, select: { id: true } })) throw userExists();
    try {
      return await this.txHost.withTransaction(async () => {
        const user = await this.txHost.tx.user.create({
          data: {
            email,
            passwordHash,
            name: body.name,
            surname: body.surname,
            country: body.country,
            language: body.language ?? 'en',
          },
          select: { id: true, email: true, name: true, language: true },
        });
        await this.sendConfirmation(user);
        return { userId: user.id };
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides, the loser hears 409.
      if (isUniqueViolation(error)) throw userExists();
      throw error;
    }
  }

  /**
   * The confirmation mail with a new link (earlier links stop working), in the caller's
   * transaction: at registration, and when an admin sends it again (back office).
   */
  async sendConfirmation(user: { id: string; email: string; name: string; language: string }): Promise<void> {
    const token = await this.tokens.issue(user.id, 'CONFIRM_ACCOUNT');
    await this.mail.enqueue({
      to: user.email,
      userId: user.id,
      language: user.language,
      template: 'confirm-account',
      data: { name: user.name, link: tokenLink(this.config, 'confirm-account', token) },
    });
  }

  /** The /confirm-account link: the account may log in from now on. */
  async activate(token: string): Promise<OkResponse> {
    await this.txHost.withTransaction(async () => {
      const user = await this.tokens.consume(token, 'CONFIRM_ACCOUNT');
      if (!user.confirmedAt)
        await this.txHost.tx.user.update({
          where: { id: user.id },
          data: { confirmedAt: new Date() },
          select: { id: true },
        });
    });
    return { ok: true };
  }
}
