import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { PrismaService } from '../../core/database/prisma.service';
import { DomainException } from '../../core/errors/domain.exception';
import type { OneTimeToken, OneTimeTokenKind, Prisma, User } from '../../generated/prisma/client';

type Db = PrismaService | Prisma.TransactionClient;

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<OneTimeTokenKind, number> = {
  CONFIRM_ACCOUNT: 48 * 3600_000,
  RESET_PASSWORD: 3600_000,
  TFA_RECOVERY: 3600_000,
};

export const tokenInvalid = () =>
  new DomainException(HttpStatus.BAD_REQUEST, 'TOKEN_INVALID', 'This link is not valid any more. Please ask for a new one.');

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
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A new token of `kind` for the user. Earlier live tokens of the same kind stop working, so
   * only the latest mail's link is good.
   */
  async issue(userId: string, kind: OneTimeTokenKind, db: Db = this.prisma): Promise<string> {
    const now = new Date();
    await db.oneTimeToken.updateMany({ where: { userId, kind, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    const token = randomBytes(32).toString('base64url');
    await db.oneTimeToken.create({
      data: { userId, kind, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]) },
    });
    return token;
  }

  /** The live token's user, without using the token up (VerifyForgotPasswordToken). */
  async peek(token: string, kind: OneTimeTokenKind, db: Db = this.prisma): Promise<User> {
    const row = await db.oneTimeToken.findUnique({ where: { tokenHash: hashOf(token) }, include: { user: true } });
    if (!row || !isLive(row, kind)) throw tokenInvalid();
    return row.user;
  }

  /**
   * Uses the token up and returns its user; TOKEN_INVALID when unknown, of another kind,
   * expired or used. Meant to run inside the caller's transaction, so the token stays unused
   * if the rest of the change fails.
   */
  async consume(token: string, kind: OneTimeTokenKind, db: Db): Promise<User> {
    const row = await db.oneTimeToken.findUnique({ where: { tokenHash: hashOf(token) }, include: { user: true } });
    if (!row || !isLive(row, kind)) throw tokenInvalid();
    // Conditional on usedAt still being null: of two requests racing with one link, one wins.
    const claimed = await db.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count !== 1) throw tokenInvalid();
    return row.user;
  }
}

function isLive(row: OneTimeToken, kind: OneTimeTokenKind): boolean {
  return row.kind === kind && row.usedAt === null && row.expiresAt.getTime() > Date.now();
}
