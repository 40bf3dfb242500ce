import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  PERSON_NAME_MAX_LENGTH,
} from '@shop/contracts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@shop/contracts';

// Field rules of spec 5 as plain functions: the forms' schemas use them, and so can any check
// outside a form. E-mail, password and name rules are the server's own (libs/contracts).

export const NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH;

/**
 * One e-mail address (login, registration, recovery): a local part, an at sign, a domain and a
 * 2 to 5 letter suffix (spec 5). A semicolon never belongs to one address.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

/** Several addresses separated by semicolons, where the spec allows more than one. */
export function isValidEmailList(value: string): boolean {
  const addresses = value.split(';').map((part) => part.trim());
  return addresses.length > 0 && addresses.every((address) => address !== '' && isValidEmail(address));
}

export function isLongEnoughPassword(value: string): boolean {
  return passwordLength(value) >= PASSWORD_MIN_LENGTH;
}

/** A pin from an authenticator app: six digits (spaces typed between groups are ignored). */
export function normalisePin(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPin(value: string): boolean {
  return /^\d{6}$/.test(normalisePin(value));
}
