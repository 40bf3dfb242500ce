import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { READABLE_ALPHABET, readableCode } from '../core/random/readable-code';

/** The 6-character code a device shows on its screen (its OTP), in characters read off a TV without doubt. */
export const OTP_ALPHABET = READABLE_ALPHABET;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** DeviceInfo keeps showing the live code unless it ends within this time. */
export const OTP_RENEW_BEFORE_MS = 60 * 1000;

export function newOtp(): string {
  return readableCode(OTP_LENGTH);
}

/** What a person typed, as stored: upper case, spaces and dashes dropped. */
export function normaliseOtp(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

const OTP_SHAPE = new RegExp(`^[${OTP_ALPHABET}]{${OTP_LENGTH}}$`);
export const isOtpShape = (code: string): boolean => OTP_SHAPE.test(code);

/** The secret a device receives at its first registration (shown once, kept by the app). */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function deviceSecretMatches(secret: string | undefined, storedHash: string): boolean {
  if (!secret) return false;
  const given = Buffer.from(hashDeviceSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
