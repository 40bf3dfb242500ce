import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The 6-character code a device shows on its screen (its OTP): letters and digits a person reads
 * off a TV without doubt, so no 0/O and no 1/I/L.
 */
export const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** DeviceInfo keeps showing the live code unless it ends within this time. */
export const OTP_RENEW_BEFORE_MS = 60 * 1000;

export function newOtp(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
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
