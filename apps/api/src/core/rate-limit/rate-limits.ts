/**
 * The named request limits of DESIGN section 4. Each name counts two things in fixed windows:
 * requests from one IP address (a single machine hammering the endpoint) and requests naming one
 * account e-mail in the body (a distributed attack on one account, or mail bombing). Over either
 * budget the caller gets 429 with Retry-After until the window ends.
 */
export type RateLimitName = 'login' | 'tfa' | 'forgot' | 'register';

export interface Budget {
  /** Requests allowed in the window. */
  limit: number;
  /** Window length in milliseconds; the count starts again after it. */
  windowMs: number;
}

const MINUTE = 60_000;

export const RATE_LIMITS: Record<RateLimitName, { ip: Budget; account: Budget }> = {
  // Password guessing: a person mistyping needs a handful of tries; an office behind one NAT a few more.
  login: { ip: { limit: 10, windowMs: 10 * MINUTE }, account: { limit: 5, windowMs: 10 * MINUTE } },
  // Each challenge already allows 5 pins; these stop a caller from cycling challenges or grants.
  tfa: { ip: { limit: 20, windowMs: 10 * MINUTE }, account: { limit: 10, windowMs: 10 * MINUTE } },
  // ForgotPassword and ForgotTFA share one budget: both send mail to the address.
  forgot: { ip: { limit: 10, windowMs: 60 * MINUTE }, account: { limit: 3, windowMs: 60 * MINUTE } },
  register: { ip: { limit: 5, windowMs: 60 * MINUTE }, account: { limit: 3, windowMs: 60 * MINUTE } },
};

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];
