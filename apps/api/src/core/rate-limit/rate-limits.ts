/**
 * The attempt budgets of DESIGN section 4. Only attempts that got past the captcha and the body's
 * validation are counted, and only when they failed (a wrong password or pin; for mail-sending
 * calls, every mail asked for), so a stranger cannot spend anybody's budget for free and
 * successful logins from one office address never run out.
 *
 * - `ip`: failed attempts from one client address in a fixed window; over it, 429 until the
 *   window ends. The address is the caller's own, so a hard stop harms only the caller.
 * - `account`: failed attempts naming one account. After `free` of them, each further attempt
 *   must wait a delay that doubles from `firstDelayMs` up to `maxDelayMs`, instead of a long
 *   lock-out the owner would suffer from a stranger's guesses. A success forgets the failures;
 *   so does `windowMs` after the first of them.
 * - `device`: failed attempts that carried a genuine device cookie of the account they name
 *   (account/auth/device-cookie.service.ts, OWASP's device cookies). They are counted on that
 *   cookie instead of on the account, with a hard limit like an address's: a browser that logged
 *   in before is never kept waiting by strangers' guesses at the account, and a cookie that guesses
 *   itself is locked out on its own.
 */
export type RateLimitName =
  | 'login'
  | 'tfa'
  | 'forgot'
  | 'register'
  | 'captcha'
  | 'otp'
  | 'device'
  | 'serial'
  | 'discount'
  | 'checkout'
  | 'ticket'
  | 'ticketMessage'
  | 'export';

export interface IpBudget {
  limit: number;
  windowMs: number;
}

export interface AccountBudget {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export interface Budget {
  ip: IpBudget;
  account?: AccountBudget;
  /** Same shape as the address's: `limit` failures in a fixed window, then 429 until it ends. */
  device?: IpBudget;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS: Record<RateLimitName, Budget> = {
  // Wrong passwords (Login, ChangePassword). A person mistyping needs a handful of tries.
  login: {
    ip: { limit: 20, windowMs: 10 * MINUTE },
    account: { free: 5, firstDelayMs: 30 * SECOND, maxDelayMs: 15 * MINUTE, windowMs: 24 * HOUR },
    device: { limit: 5, windowMs: HOUR },
  },
  // Wrong pins, and unknown challenges (those count for the address only: they name no account
  // the caller proved to know). Each challenge also allows only 5 pins.
  tfa: {
    ip: { limit: 20, windowMs: 10 * MINUTE },
    account: { free: 10, firstDelayMs: 30 * SECOND, maxDelayMs: 15 * MINUTE, windowMs: 24 * HOUR },
  },
  // Recovery mails asked for (ForgotPassword and ForgotTFA share it): against mail bombing.
  forgot: {
    ip: { limit: 10, windowMs: HOUR },
    account: { free: 3, firstDelayMs: MINUTE, maxDelayMs: HOUR, windowMs: 24 * HOUR },
  },
  // Registrations tried (created or refused) from one address.
  register: { ip: { limit: 10, windowMs: HOUR } },
  // Failed captchas from one address on any captcha-guarded call.
  captcha: { ip: { limit: 30, windowMs: 10 * MINUTE } },
  // Unknown or expired device codes (OTP) and coupon codes typed on an OTP page: a code is 6 of
  // 31 characters, so 20 wrong ones per address and 10 minutes make guessing a live one hopeless.
  otp: { ip: { limit: 20, windowMs: 10 * MINUTE } },
  // DeviceInfo with a wrong device secret: somebody trying to take a registered device over.
  device: { ip: { limit: 20, windowMs: 10 * MINUTE } },
  // Unknown VPN box serials tried by one address (CheckSerial, PairWithAccount).
  serial: { ip: { limit: 20, windowMs: 10 * MINUTE } },
  // Unknown discount codes tried at checkout by one address: codes are not to be found by guessing.
  discount: { ip: { limit: 20, windowMs: 10 * MINUTE } },
  // Orders placed from one address (each makes a provider payment): far above a shopper's need,
  // far below a flood of pending orders.
  checkout: { ip: { limit: 60, windowMs: 10 * MINUTE } },
  // Help desk (issue 20), every attempt counted, the account named by its user id: 10 new tickets
  // and 60 messages an hour. With a delay equal to the window, the attempt after the last free one
  // waits an hour from it. The address's budget only stops one address flooding through many accounts.
  ticket: {
    ip: { limit: 100, windowMs: HOUR },
    account: { free: 10, firstDelayMs: HOUR, maxDelayMs: HOUR, windowMs: HOUR },
  },
  ticketMessage: {
    ip: { limit: 600, windowMs: HOUR },
    account: { free: 60, firstDelayMs: HOUR, maxDelayMs: HOUR, windowMs: HOUR },
  },
  // Account exports (issue 21), every one counted, the account named by its user id: each reads
  // the whole account, and a person needs one now and then, so 10 an hour.
  export: {
    ip: { limit: 60, windowMs: HOUR },
    account: { free: 10, firstDelayMs: HOUR, maxDelayMs: HOUR, windowMs: HOUR },
  },
};

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** The wait before the next attempt after `failures` failed ones (0 while they are free). */
export function accountDelayMs(budget: AccountBudget, failures: number): number {
  if (failures < budget.free) return 0;
  return Math.min(budget.maxDelayMs, budget.firstDelayMs * 2 ** (failures - budget.free));
}
