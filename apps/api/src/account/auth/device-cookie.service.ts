import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { accountKey } from '../../core/rate-limit/client-key';

/** The cookie's name, and the one path it is sent to: only the login call reads it. */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_PATH = '/api/User/Login';
/** Each login renews it; a browser unused for a year is an unknown device again. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const FORMAT = /^([0-9a-f]{32})\.([0-9a-f]{32})\.([\w-]{43})$/;

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * logged in to an account gets a signed cookie naming that account (by the hash the rate limits
 * use, never the address) and a random nonce. Its later logins to that account are counted on the
 * nonce instead of on the account, so strangers' wrong passwords never keep the owner out of a
 * browser they used before; unknown browsers stay under the account's delays.
 */
@Injectable()
export class DeviceCookieService {
  private signingKey?: Buffer;

  constructor(private readonly config: AppConfig) {}

  /** The Set-Cookie value for a browser that just logged in to `email`. */
  issue(email: string): string {
    const payload = `${accountKey(email)}.${randomBytes(16).toString('hex')}`;
    const attributes = [
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.config.isProduction ? ['Secure'] : []),
    ];
    return [`${DEVICE_COOKIE}=${payload}.${this.sign(payload)}`, ...attributes].join('; ');
  }

  /**
   * The nonce of the request's device cookie when it is genuine and names `email`'s account;
   * undefined for none, a forged one or one of another account (the login is then an unknown device's).
   */
  deviceOf(cookieHeader: string | undefined, email: string): string | undefined {
    const match = FORMAT.exec(cookieValue(cookieHeader, DEVICE_COOKIE) ?? '');
    if (!match) return undefined;
    const [, account, nonce, signature] = match;
    const expected = Buffer.from(this.sign(`${account}.${nonce}`));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return undefined;
    return account === accountKey(email) ? nonce : undefined;
  }

  private sign(payload: string): string {
    // Its own key, derived from the signing secret: changing JWT_SECRET makes every browser unknown again.
    this.signingKey ??= createHmac('sha256', this.config.jwtSecret).update('nova-shop device cookie').digest();
    return createHmac('sha256', this.signingKey).update(payload).digest('base64url');
  }
}

/** The value of the cookie `name` in a Cookie header (the first, when a browser sends several). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
