import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { ROTATION_GRACE_MS, SIGNING_ALGORITHMS, type AccessTokenClaims } from '../../core/auth/jwt.strategy';
import { PrismaService } from '../../core/database/prisma.service';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma } from '../../generated/prisma/client';

/** A session lives this long after the login, however often its token is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export type SessionRevokeReason = 'logout' | 'password-change' | 'password-reset' | 'token-reuse' | 'tfa-recovery';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

type Db = PrismaService | Prisma.TransactionClient;

const sessionExpired = () => new DomainException(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED', 'Your session has expired, please log in again.');

/**
 * Sessions of DESIGN section 4: a short-lived JWT names its session and its own id (jti). A
 * refresh rotates the jti; presenting a rotated token again (outside a short grace for two tabs
 * refreshing at once) is taken as theft and revokes the whole session.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
  ) {}

  /** Opens a session for a user who just proved who they are, and signs its first token. */
  async open(userId: string, client: ClientInfo = {}): Promise<{ token: string; sessionId: string }> {
    const tokenId = randomUUID();
    const session = await this.prisma.session.create({
      data: {
        userId,
        tokenId,
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        ip: client.ip?.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 512),
      },
    });
    return { token: await this.sign({ sub: userId, sid: session.id, jti: tokenId }), sessionId: session.id };
  }

  /**
   * RefreshToken: accepts a validly signed token of a live session even when it has expired,
   * and answers a new token. Returns the user id so the caller can build the login shape.
   */
  async refresh(token: string): Promise<{ token: string; userId: string; sessionId: string }> {
    const claims = await this.verifyIgnoringExpiry(token);
    const session = await this.prisma.session.findUnique({ where: { id: claims.sid } });
    const now = Date.now();
    if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt.getTime() <= now) throw sessionExpired();

    const isCurrent = session.tokenId === claims.jti;
    const isRecentPrevious =
      session.previousTokenId === claims.jti && session.rotatedAt !== null && now - session.rotatedAt.getTime() < ROTATION_GRACE_MS;
    if (!isCurrent && !isRecentPrevious) {
      await this.revoke(session.id, 'token-reuse');
      throw sessionExpired();
    }

    const nextTokenId = randomUUID();
    // Conditional on the jti we saw, so two refreshes racing with the same token rotate once each
    // from a consistent state instead of overwriting each other.
    const rotated = await this.prisma.session.updateMany({
      where: { id: session.id, tokenId: session.tokenId, revokedAt: null },
      data: { previousTokenId: session.tokenId, tokenId: nextTokenId, generation: { increment: 1 }, rotatedAt: new Date(now) },
    });
    if (rotated.count !== 1) throw sessionExpired();
    return { token: await this.sign({ sub: session.userId, sid: session.id, jti: nextTokenId }), userId: session.userId, sessionId: session.id };
  }

  async revoke(sessionId: string, reason: SessionRevokeReason, db: Db = this.prisma): Promise<void> {
    await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
  }

  /** Ends every live session of a user (password change or reset), optionally sparing one. */
  async revokeAllForUser(userId: string, reason: SessionRevokeReason, options: { except?: string; db?: Db } = {}): Promise<number> {
    const db = options.db ?? this.prisma;
    const result = await db.session.updateMany({
      where: { userId, revokedAt: null, ...(options.except ? { id: { not: options.except } } : {}) },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
    return result.count;
  }

  private sign(claims: AccessTokenClaims): Promise<string> {
    return this.jwt.signAsync({ ...claims });
  }

  private async verifyIgnoringExpiry(token: string): Promise<AccessTokenClaims> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: [...SIGNING_ALGORITHMS], ignoreExpiration: true });
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.jti !== 'string') throw new Error('claims');
      return claims;
    } catch {
      throw sessionExpired();
    }
  }
}
