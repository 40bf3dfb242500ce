import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';

/** A challenge is good for this long after the password was accepted. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Pins tried against one challenge; the last wrong one burns it. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const challengeInvalid = () =>
  new DomainException(
    HttpStatus.UNAUTHORIZED,
    'TFA_CHALLENGE_INVALID',
    'This login has expired, please enter your password again.',
  );

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/**
 * The proof, between Login and TwoFactorLogin, that the password was right. The client holds a
 * random 32-byte value; only its SHA-256 is stored, so a database leak hands out no challenge.
 */
@Injectable()
export class LoginChallengeService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async issue(userId: string): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.txHost.withTransaction(async () => {
      // Only the latest password login may be completed: a caller who knows the password cannot
      // collect challenges to multiply the 5 tries.
      await this.txHost.tx.loginChallenge.deleteMany({ where: { userId } });
      await this.txHost.tx.loginChallenge.create({
        data: { userId, challengeHash: hashOf(challenge), expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) },
        select: { id: true },
      });
    });
    return challenge;
  }

  /**
   * Takes one try of the challenge for `email` and returns its id and user id. The try is counted
   * before the pin is checked, in one conditional update, so parallel requests can never test
   * more than 5 pins against one challenge. Unknown, used, expired, spent or another account's
   * challenge: 401 TFA_CHALLENGE_INVALID.
   */
  async takeAttempt(challenge: string, email: string): Promise<{ id: string; userId: string }> {
    const found = await this.txHost.tx.loginChallenge.findUnique({
      where: { challengeHash: hashOf(challenge) },
      select: { id: true, userId: true, user: { select: { email: true } } },
    });
    if (!found || found.user.email !== email) throw challengeInvalid();
    const taken = await this.txHost.tx.loginChallenge.updateMany({
      where: { id: found.id, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: CHALLENGE_MAX_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    if (taken.count !== 1) throw challengeInvalid();
    return { id: found.id, userId: found.userId };
  }

  /** The pin was right: the challenge can never be used again. */
  async markUsed(id: string): Promise<void> {
    const used = await this.txHost.tx.loginChallenge.updateMany({
      where: { id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw challengeInvalid();
  }
}
