import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { normaliseEmail } from '@shop/contracts';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { toLoginSuccessResponse } from '../account.mapper';
import { AccountService } from '../account.service';
import { PasswordService } from '../password/password.service';
import { accountLocked, SessionService, type ClientInfo } from '../session/session.service';
import { tfaPinInvalid, TfaService } from '../tfa/tfa.service';
import { challengeInvalid, LoginChallengeService } from './login-challenge.service';
import type { LoginDto, TwoFactorLoginDto } from './auth.dto';
import type { OkResponse } from '../../core/http/ok.response';
import type { LoginResponseBody, LoginSuccessResponse, TfaPinVerifiedResponse } from './auth.responses';

const wrongCredentials = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'WRONG_CREDENTIALS', 'The e-mail address or the password is not correct.');

const notSignedIn = () => new DomainException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Please log in.');

/**
 * Login, the second factor, token refresh and logout (DESIGN section 4). A session is only ever
 * opened after the password and, for 2FA accounts, a pin against the challenge of that login.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly account: AccountService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly tfa: TfaService,
    private readonly challenges: LoginChallengeService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Only a wrong password counts: against the address, and against the account or, with `device`
   * (the nonce of a genuine device cookie of that account), against that browser (rate-limits.ts).
   */
  login(body: LoginDto, client: ClientInfo, device?: string): Promise<LoginResponseBody> {
    const email = normaliseEmail(body.email);
    return this.limits.attempt(
      'login',
      { ip: client.ip, account: email, device },
      () => this.checkPassword(email, body.password, client),
      { failsOn: ['WRONG_CREDENTIALS'] },
    );
  }

  private async checkPassword(email: string, password: string, client: ClientInfo): Promise<LoginResponseBody> {
    // A deleted account (its placeholder address) is an unknown one.
    const user = await this.txHost.tx.user.findUnique({
      where: { email, deletedAt: null },
      select: {
        id: true,
        email: true,
        passwordHash: true,
        confirmedAt: true,
        lockedAt: true,
        tfaEnabled: true,
        tfaSecret: true,
      },
    });
    // Unknown address and wrong password: same answer after the same argon2 work (no enumeration).
    if (!user) {
      await this.passwords.verifyAgainstDummy(password);
      throw wrongCredentials();
    }
    if (!(await this.passwords.verify(user.passwordHash, password))) throw wrongCredentials();
    // Only told to someone who knows the password, so it reveals nothing to a guesser.
    if (!user.confirmedAt) {
      throw new DomainException(
        HttpStatus.FORBIDDEN,
        'ACCOUNT_NOT_CONFIRMED',
        'Please confirm your account with the link we e-mailed you.',
      );
    }
    if (user.lockedAt) throw accountLocked();
    if (user.tfaEnabled && user.tfaSecret) {
      return { tfa: true, email: user.email, tfaChallenge: await this.challenges.issue(user.id) };
    }
    return this.signIn(user.id, client);
  }

  /**
   * The second step of a 2FA login (with the challenge), or, with a bearer token and no
   * challenge, a pin check that lets the same user turn 2FA on or off for 5 minutes.
   */
  async twoFactorLogin(
    body: TwoFactorLoginDto,
    client: ClientInfo,
    caller?: AuthUser,
  ): Promise<LoginSuccessResponse | TfaPinVerifiedResponse> {
    const email = normaliseEmail(body.email);
    if (body.tfaChallenge) return this.completeLogin(body.tfaChallenge, email, body.pin, client);
    if (!caller) throw notSignedIn();
    return this.limits.attempt(
      'tfa',
      { ip: client.ip, account: email },
      () => this.verifyPinForChange(caller, email, body.pin),
      { failsOn: ['TFA_PIN_INVALID'] },
    );
  }

  async refresh(token: string, client: ClientInfo): Promise<LoginSuccessResponse> {
    const session = await this.sessions.refresh(token, client);
    return this.loginShape(session.userId, session.token);
  }

  async logout(caller: AuthUser): Promise<OkResponse> {
    await this.sessions.revoke(caller.sessionId, 'logout');
    return { ok: true };
  }

  /**
   * An unknown or spent challenge counts against the caller's address only: it names no account
   * the caller has proved to know. A wrong pin on a live challenge counts against the account too.
   */
  private completeLogin(
    challenge: string,
    email: string,
    pin: string,
    client: ClientInfo,
  ): Promise<LoginSuccessResponse> {
    return this.limits.attempt(
      'tfa',
      { ip: client.ip },
      async () => {
        const attempt = await this.challenges.takeAttempt(challenge, email);
        return this.limits.attempt('tfa', { account: email }, () => this.checkLoginPin(attempt, pin, client), {
          failsOn: ['TFA_PIN_INVALID'],
        });
      },
      { failsOn: ['TFA_CHALLENGE_INVALID', 'TFA_PIN_INVALID'] },
    );
  }

  private async checkLoginPin(
    attempt: { id: string; userId: string },
    pin: string,
    client: ClientInfo,
  ): Promise<LoginSuccessResponse> {
    const user = await this.txHost.tx.user.findUniqueOrThrow({
      where: { id: attempt.userId },
      select: { id: true, lockedAt: true, tfaEnabled: true, tfaSecret: true, tfaLastStep: true },
    });
    // 2FA turned off (recovery link) since the password step: that login has to start again.
    if (!user.tfaEnabled || !user.tfaSecret) throw challengeInvalid();
    // Locked between the password and the pin.
    if (user.lockedAt) throw accountLocked();
    if (!(await this.tfa.verifyPin(user, pin, user.tfaSecret))) throw tfaPinInvalid();
    await this.challenges.markUsed(attempt.id);
    return this.signIn(user.id, client);
  }

  private async verifyPinForChange(caller: AuthUser, email: string, pin: string): Promise<TfaPinVerifiedResponse> {
    const user = await this.txHost.tx.user.findUnique({
      where: { id: caller.userId },
      select: { id: true, email: true, tfaEnabled: true, tfaSecret: true, tfaPendingSecret: true, tfaLastStep: true },
    });
    if (!user || user.email !== email) throw notSignedIn();
    // With 2FA on, a pin of the key in use (to turn it off); otherwise of the key just handed out.
    const secret = user.tfaEnabled ? user.tfaSecret : user.tfaPendingSecret;
    if (!secret)
      throw new DomainException(HttpStatus.BAD_REQUEST, 'TFA_KEY_MISSING', 'Ask for a new authenticator key first.');
    if (!(await this.tfa.verifyPin(user, pin, secret))) throw tfaPinInvalid();
    // The grant is for this key only: one replaced in the meantime has nothing to grant.
    const validUntil = await this.tfa.recordGrant(user.id, secret);
    if (!validUntil) throw tfaPinInvalid();
    return { verified: true, validUntil: validUntil.toISOString() };
  }

  private async signIn(userId: string, client: ClientInfo): Promise<LoginSuccessResponse> {
    const token = await this.txHost.withTransaction(async () => {
      const session = await this.sessions.open(userId, client);
      await this.txHost.tx.user.update({
        where: { id: userId },
        data: { lastLoginAt: new Date() },
        select: { id: true },
      });
      return session.token;
    });
    return this.loginShape(userId, token);
  }

  /** The login shape of spec section 7: the profile with a token just signed. */
  private async loginShape(userId: string, token: string): Promise<LoginSuccessResponse> {
    const profile = await this.account.findProfile(userId);
    if (!profile)
      throw new DomainException(
        HttpStatus.UNAUTHORIZED,
        'SESSION_EXPIRED',
        'Your session has expired, please log in again.',
      );
    return toLoginSuccessResponse(profile, token);
  }
}
