import type { AuthUser } from './auth.decorators';

/** Claims of an access token: user, session and this token's id within the session. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  jti: string;
}

/** HS256 only, so a token with `alg: none` (or any other algorithm) never passes. */
export const SIGNING_ALGORITHMS = ['HS256'] as const;

/**
 * Whether the session an access token names is alive, and who is calling. Sessions are the
 * account module's business: it provides this (account/session/session.module.ts); the guard
 * only checks the token's signature and asks.
 */
export abstract class SessionAuthenticator {
  /** The caller, or null when the session is unknown, ended or expired, or the token was rotated out of it. */
  abstract authenticate(claims: AccessTokenClaims): Promise<AuthUser | null>;
}
