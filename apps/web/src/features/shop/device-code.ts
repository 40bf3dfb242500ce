/** Length of the pairing code a player device shows on its screen. */
export const DEVICE_CODE_LENGTH = 6;

const DEVICE_CODE = new RegExp(`^[A-Z0-9]{${DEVICE_CODE_LENGTH}}$`);

/** Drops the spaces and dashes people type when copying the code from a TV, and upper-cases it. */
export function normalizeDeviceCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True for a normalised code of exactly six letters (A-Z) or digits. */
export function isDeviceCode(code: string): boolean {
  return DEVICE_CODE.test(code);
}
