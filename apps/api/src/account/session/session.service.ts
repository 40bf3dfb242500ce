import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../core/auth/auth.decorators';
import {
  SIGNING_ALGORITHMS,
  type AccessTokenClaims,
  type SessionAuthenticator,
} from '../../core/auth/session-authenticator';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { Session } from '../../generated/prisma/client';
import { toAuthUser } from '../account.mapper';
import { AccountQueries, type LiveSessionRow } from '../account.queries';

/** A session lives this long after the login, however often its token is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Two tabs refreshing at once both hold a valid token for this long after a rotation. */
export const ROTATION_GRACE_MS = 30_000;

export type SessionRevokeReason =
  | 'logout'
  | 'password-change'
  | 'password-reset'
  | 'token-reuse'
  | 'tfa-recovery'
  /** Ended from the session list of another session of the same account. */
  | 'ended-by-user'
  /** An admin locked the account (back office). */
  | 'account-locked';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

type SessionState = Pick<Session, 'userId' | 'tokenId' | 'previousTokenId' | 'rotatedAt' | 'revokedAt' | 'expiresAt'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'SESSION_NOT_FOUND', 'This session is not one of your live sessions.');

/** What a login or refresh records of its client (the column widths of the session list). */
const clientColumns = (client: ClientInfo) => ({
  ip: client.ip?.slice(0, 64),
  userAgent: client.userAgent?.slice(0, 512),
});

const sessionExpired = () =>
  new DomainException(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED', 'Your session has expired, please log in again.');

/** Login and token refresh of an account an admin locked: told only to who proved to hold it. */
export const accountLocked = () =>
  new DomainException(HttpStatus.FORBIDDEN, 'ACCOUNT_LOCKED', 'This account has been locked. Please contact support.');

/** Not revoked, not past its end, and the token's user's. */
function isOpen(session: SessionState, claims: AccessTokenClaims, now: number): boolean {
  return session.userId === claims.sub && session.revokedAt === null && session.expiresAt.getTime() > now;
}

/** The session's current token, or the one rotated out of it moments ago (two tabs refreshing at once). */
function isCurrentToken(session: SessionState, jti: string, now: number): boolean {
  if (session.tokenId === jti) return true;
  return (
    session.previousTokenId === jti &&
    session.rotatedAt !== null &&
    now - session.rotatedAt.getTime() < ROTATION_GRACE_MS
  );
}

function hasClaims(claims: unknown): claims is AccessTokenClaims {
  const c = claims as Partial<AccessTokenClaims> | null;
  return typeof c?.sub === 'string' && typeof c.sid === 'string' && typeof c.jti === 'string' && UUID.test(c.sid);
}

/**
 * Sessions of DESIGN section 4: a short-lived JWT names its session and its own id (jti). A
 * refresh rotates the jti; presenting a rotated token again (outside a short grace for two tabs
 * refreshing at once) is taken as theft and revokes the whole session. Every authenticated
 * request asks `authenticate` (through core/auth's SessionAuthenticator).
 */
@Injectable()
export class SessionService implements SessionAuthenticator {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: AccountQueries,
    private readonly jwt: JwtService,
  ) {}

  /**
   * The caller of a validly signed access token when its session is alive. Every authenticated
   * request pays this: one statement, straight on the driver (HotQueries).
   */
  async authenticate(claims: AccessTokenClaims): Promise<AuthUser | null> {
    if (!hasClaims(claims)) return null;
    const row = await this.queries.caller(claims.sid);
    const now = Date.now();
    // A locked account's sessions were ended with the lock; lockedAt also catches one opened as it was set.
    if (!row || row.lockedAt !== null || !isOpen(row, claims, now) || !isCurrentToken(row, claims.jti, now))
      return null;
    return toAuthUser(row, claims.sid);
  }

  /** Opens a session for a user who just proved who they are, and signs its first token. */
  async open(userId: string, client: ClientInfo = {}): Promise<{ token: string; sessionId: string }> {
    const tokenId = randomUUID();
    const session = await this.txHost.tx.session.create({
      data: {
        userId,
        tokenId,
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        lastUsedAt: new Date(),
        ...clientColumns(client),
      },
      select: { id: true },
    });
    return { token: await this.sign({ sub: userId, sid: session.id, jti: tokenId }), sessionId: session.id };
  }

  /**
   * RefreshToken: accepts a validly signed token of a live session even when it has expired,
   * and answers a new token. Returns the user id so the caller can build the login shape. The
   * refresh is the session's "last use" in the session list, from the client that refreshed.
   */
  async refresh(token: string, client: ClientInfo = {}): Promise<{ token: string; userId: string; sessionId: string }> {
    const claims = await this.verifyIgnoringExpiry(token);
    const session = await this.txHost.tx.session.findUnique({
      where: { id: claims.sid },
      include: { user: { select: { lockedAt: true } } },
    });
    const now = Date.now();
    // Before the session's own state: the lock ended it, and the client should hear why.
    if (session?.userId === claims.sub && session.user.lockedAt) throw accountLocked();
    if (!session || !isOpen(session, claims, now)) throw sessionExpired();
    if (!isCurrentToken(session, claims.jti, now)) {
      await this.revoke(session.id, 'token-reuse');
      throw sessionExpired();
    }

    const nextTokenId = randomUUID();
    // Conditional on the jti we saw, so two refreshes racing with the same token rotate once each
    // from a consistent state instead of overwriting each other.
    const rotated = await this.txHost.tx.session.updateMany({
      where: { id: session.id, tokenId: session.tokenId, revokedAt: null },
      data: {
        previousTokenId: session.tokenId,
        tokenId: nextTokenId,
        generation: { increment: 1 },
        rotatedAt: new Date(now),
        lastUsedAt: new Date(now),
        ...clientColumns(client),
      },
    });
    if (rotated.count !== 1) throw sessionExpired();
    return {
      token: await this.sign({ sub: session.userId, sid: session.id, jti: nextTokenId }),
      userId: session.userId,
      sessionId: session.id,
    };
  }

  async revoke(sessionId: string, reason: SessionRevokeReason): Promise<void> {
    await this.txHost.tx.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
  }

  /** Ends every live session of a user (password change or reset), optionally sparing one. */
  async revokeAllForUser(
    userId: string,
    reason: SessionRevokeReason,
    options: { except?: string } = {},
  ): Promise<number> {
    const result = await this.txHost.tx.session.updateMany({
      where: { userId, revokedAt: null, ...(options.except ? { id: { not: options.except } } : {}) },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
    return result.count;
  }

  /** The user's sessions that are not ended or expired, the most recently used first. */
  listLive(userId: string): Promise<LiveSessionRow[]> {
    return this.txHost.tx.session.findMany({
      where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
      select: { id: true, ip: true, userAgent: true, createdAt: true, lastUsedAt: true },
      orderBy: [{ lastUsedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }],
    });
  }

  /**
   * Ends one live session of the user (its tokens are refused from the next request: the guard
   * reads the session each time). Another account's, an ended or an unknown one: 404.
   */
  async endOwn(userId: string, sessionId: string): Promise<void> {
    if (!UUID.test(sessionId)) throw sessionNotFound();
    const ended = await this.txHost.tx.session.updateMany({
      where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: new Date() } },
      data: { revokedAt: new Date(), revokedReason: 'ended-by-user' satisfies SessionRevokeReason },
    });
    if (ended.count !== 1) throw sessionNotFound();
  }

  private sign(claims: AccessTokenClaims): Promise<string> {
    return this.jwt.signAsync({ ...claims });
  }

  private async verifyIgnoringExpiry(token: string): Promise<AccessTokenClaims> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, {
        algorithms: [...SIGNING_ALGORITHMS],
        ignoreExpiration: true,
      });
      if (!hasClaims(claims)) throw new Error('claims');
      return claims;
    } catch {
      throw sessionExpired();
    }
  }
}
