import { HttpStatus, Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { OneTimeTokenKind, Prisma } from '../../generated/prisma/client';

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<OneTimeTokenKind, number> = {
  CONFIRM_ACCOUNT: 48 * 3600_000,
  RESET_PASSWORD: 3600_000,
  TFA_RECOVERY: 3600_000,
};

/** What the callers need of the token's user (never the password hash or 2FA secrets). */
const TOKEN_USER = {
  select: { id: true, email: true, name: true, language: true, confirmedAt: true },
} satisfies Prisma.UserDefaultArgs;
export type TokenUser = Prisma.UserGetPayload<typeof TOKEN_USER>;

export const tokenInvalid = () =>
  new DomainException(
    HttpStatus.BAD_REQUEST,
    'TOKEN_INVALID',
    'This link is not valid any more. Please ask for a new one.',
  );

/** Only the hash is stored, so a copy of the database cannot be turned into working links. */
function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The tokens of mailed links: 32 random bytes (base64url) handed out once, SHA-256 kept, each
 * usable once before it expires.
 */
@Injectable()
export class OneTimeTokenService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * A new token of `kind` for the user. Earlier live tokens of the same kind stop working, so
   * only the latest mail's link is good.
   */
  async issue(userId: string, kind: OneTimeTokenKind): Promise<string> {
    return this.txHost.withTransaction(async () => {
      const now = new Date();
      await this.txHost.tx.oneTimeToken.updateMany({
        where: { userId, kind, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      const token = randomBytes(32).toString('base64url');
      await this.txHost.tx.oneTimeToken.create({
        data: { userId, kind, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]) },
        select: { id: true },
      });
      return token;
    });
  }

  /** The live token's user, without using the token up (VerifyForgotPasswordToken). */
  async peek(token: string, kind: OneTimeTokenKind): Promise<TokenUser> {
    const row = await this.findLive(token, kind);
    return row.user;
  }

  /**
   * Uses the token up and returns its user; TOKEN_INVALID when unknown, of another kind,
   * expired or used. Only inside the caller's transaction (refused otherwise), so the token stays
   * unused if the rest of the change fails.
   */
  async consume(token: string, kind: OneTimeTokenKind): Promise<TokenUser> {
    return this.txHost.withTransaction(Propagation.Mandatory, async () => {
      const row = await this.findLive(token, kind);
      // Conditional on usedAt still being null: of two requests racing with one link, one wins.
      const claimed = await this.txHost.tx.oneTimeToken.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (claimed.count !== 1) throw tokenInvalid();
      return row.user;
    });
  }

  /** The token's row when it is of `kind`, unused and not expired; else TOKEN_INVALID. */
  private async findLive(token: string, kind: OneTimeTokenKind) {
    const row = await this.txHost.tx.oneTimeToken.findUnique({
      where: { tokenHash: hashOf(token) },
      select: { id: true, kind: true, usedAt: true, expiresAt: true, user: TOKEN_USER },
    });
    if (!row || row.kind !== kind || row.usedAt !== null || row.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
    return row;
  }
}
