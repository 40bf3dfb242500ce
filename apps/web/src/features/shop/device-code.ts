/** Length of the pairing code a player device shows on its screen. */
export const DEVICE_CODE_LENGTH = 6;

/** The characters a device code is made of: none a person could misread off a TV (no 0/O, no 1/I/L). */
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const DEVICE_CODE = new RegExp(`^[${DEVICE_CODE_ALPHABET}]{${DEVICE_CODE_LENGTH}}$`);
const SIX_LETTERS_OR_DIGITS = new RegExp(`^[A-Z0-9]{${DEVICE_CODE_LENGTH}}$`);

/** Drops the spaces and dashes people type when copying the code from a TV, and upper-cases it. */
export function normalizeDeviceCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True for a normalised code of exactly six characters of the device code alphabet. */
export function isDeviceCode(code: string): boolean {
  return DEVICE_CODE.test(code);
}

/**
 * Six letters or digits, but with a 0, O, 1, I or L, which a device never shows: the visitor
 * misread the screen (a rate-limited try is not spent on it).
 */
export function hasMisreadCharacter(code: string): boolean {
  return SIX_LETTERS_OR_DIGITS.test(code) && !isDeviceCode(code);
}
