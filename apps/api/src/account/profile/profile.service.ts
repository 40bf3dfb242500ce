import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { MailService } from '../../mail/mail.service';
import type { UserProfileResponse } from '../account.responses';
import { AccountService } from '../account.service';
import type { OkResponse } from '../../core/http/ok.response';
import { PasswordService } from '../password/password.service';
import { SessionService } from '../session/session.service';
import { TfaService, tfaVerificationRequired } from '../tfa/tfa.service';
import type { ChangePasswordDto, UpdateProfileDto } from './profile.dto';

export const userNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');

/** What the signed-in user changes about their own account. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly account: AccountService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly tfa: TfaService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Every session ends, the current one included: spec 4 sends the web to /login after a
   * password change, and a stolen token must not outlive the password it was opened with.
   */
  async changePassword(caller: AuthUser, body: ChangePasswordDto, ip?: string): Promise<OkResponse> {
    const user = await this.txHost.tx.user.findUnique({
      where: { id: caller.userId },
      select: { id: true, email: true, name: true, language: true, passwordHash: true },
    });
    if (!user) throw userNotFound();
    // It checks a password, so it shares the login budget: a stolen token cannot guess the old one.
    const checkOldPassword = async () => {
      if (!(await this.passwords.verify(user.passwordHash, body.oldPassword))) {
        throw new DomainException(HttpStatus.NOT_FOUND, 'WRONG_PASSWORD', 'The current password is wrong.');
      }
    };
    await this.limits.attempt('login', { ip, account: user.email }, checkOldPassword, { failsOn: ['WRONG_PASSWORD'] });
    const passwordHash = await this.passwords.hash(body.newPassword);
    await this.txHost.withTransaction(async () => {
      await this.txHost.tx.user.update({ where: { id: user.id }, data: { passwordHash }, select: { id: true } });
      await this.sessions.revokeAllForUser(user.id, 'password-change');
      await this.mail.enqueue({
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'password-changed',
        data: { name: user.name },
      });
    });
    return { ok: true };
  }

  /**
   * PUT Update: name, surname, country, language and reminder mails. The e-mail, the reseller flag and roles are
   * never taken from the body. Turning 2FA on or off needs a pin verified in the last 5 minutes.
   */
  async update(userId: string, body: UpdateProfileDto): Promise<UserProfileResponse> {
    await this.txHost.withTransaction(async () => {
      const user = await this.txHost.tx.user.findUnique({
        where: { id: userId },
        select: { email: true, tfaEnabled: true, language: true },
      });
      if (!user) throw userNotFound();
      const language = body.language ?? user.language;
      await this.txHost.tx.user.update({
        where: { id: userId },
        data: {
          name: body.name,
          surname: body.surname,
          country: body.country,
          language,
          ...(body.reminderMails !== undefined && { reminderMails: body.reminderMails }),
        },
        select: { id: true },
      });
      if (body.tfa === user.tfaEnabled) return;
      if (!(await this.tfa.hasRecentGrant(userId))) {
        throw tfaVerificationRequired();
      }
      if (body.tfa) {
        await this.tfa.enable(userId);
      } else {
        await this.tfa.disable(userId);
        await this.mail.enqueue({
          to: user.email,
          userId,
          language,
          template: 'tfa-disabled',
          data: { name: body.name },
        });
      }
    });
    return this.account.profile(userId);
  }
}
