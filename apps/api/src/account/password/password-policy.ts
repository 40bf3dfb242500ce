import { HttpStatus } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainException } from '../../core/errors/domain.exception';

/** Spec 5 and 9: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** How many of the most common passwords (by rank in the zxcvbn list) are refused. */
const COMMON_PASSWORD_COUNT = 1000;

const commonPasswords = new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT));

/** Length in characters as typed (code points, so an emoji counts once), no trimming. */
function length(password: string): number {
  return Array.from(password).length;
}

/** Throws a 400 with a stable code when the password may not be used. */
export function assertAcceptablePassword(password: string): void {
  if (length(password) < PASSWORD_MIN_LENGTH) {
    throw new DomainException(HttpStatus.BAD_REQUEST, 'PASSWORD_TOO_SHORT', `Use at least ${PASSWORD_MIN_LENGTH} characters.`, {
      password: ['PASSWORD_TOO_SHORT'],
    });
  }
  if (length(password) > PASSWORD_MAX_LENGTH) {
    throw new DomainException(HttpStatus.BAD_REQUEST, 'PASSWORD_TOO_LONG', `Use at most ${PASSWORD_MAX_LENGTH} characters.`, {
      password: ['PASSWORD_TOO_LONG'],
    });
  }
  if (commonPasswords.has(password.toLowerCase())) {
    throw new DomainException(HttpStatus.BAD_REQUEST, 'PASSWORD_TOO_COMMON', 'This password is too common; choose another one.', {
      password: ['PASSWORD_TOO_COMMON'],
    });
  }
}
