/**
 * Rate limits for routes: put `@RateLimit(name)` on a controller method.
 *
 *   @RateLimit('login')     POST /api/User/Login
 *   @RateLimit('tfa')       POST /api/User/TwoFactorLogin
 *   @RateLimit('forgot')    POST /api/User/ForgotPassword and POST /api/User/ForgotTFA (one shared budget)
 *   @RateLimit('register')  POST /api/User/Register (and PayAndRegister)
 *
 * Each name counts per client IP and per `email` field of the body (lowercased); budgets are in
 * rate-limits.ts. Over budget: 429 `TOO_MANY_REQUESTS` with a Retry-After header. The guard is
 * global and runs before route guards, so failed captchas count too. RATE_LIMIT_ENABLED=false
 * turns every limit off (tests of other features).
 */
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { RateLimitName } from './rate-limits';

export const RATE_LIMIT_METADATA = 'rate-limit:name';

export function RateLimit(name: RateLimitName) {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_METADATA, name),
    ApiTooManyRequestsResponse({
      description: 'TOO_MANY_REQUESTS: too many attempts from this address or for this account',
      headers: { 'Retry-After': { description: 'Seconds until a new attempt is accepted', schema: { type: 'integer' } } },
    }),
  );
}

// Re-exported so a route file needs one import for everything about its limit.
export type { RateLimitName } from './rate-limits';
