import { HttpStatus } from '@nestjs/common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength as length } from '@shop/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainException } from '../../core/errors/domain.exception';

/** How many of the most common passwords (by rank in the zxcvbn list) are refused. */
const COMMON_PASSWORD_COUNT = 1000;

const commonPasswords = new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT));

/** Throws a 400 with a stable code when the password may not be used. */
export function assertAcceptablePassword(password: string): void {
  if (length(password) < PASSWORD_MIN_LENGTH) {
    throw new DomainException(
      HttpStatus.BAD_REQUEST,
      'PASSWORD_TOO_SHORT',
      `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      {
        password: ['PASSWORD_TOO_SHORT'],
      },
    );
  }
  if (length(password) > PASSWORD_MAX_LENGTH) {
    throw new DomainException(
      HttpStatus.BAD_REQUEST,
      'PASSWORD_TOO_LONG',
      `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
      {
        password: ['PASSWORD_TOO_LONG'],
      },
    );
  }
  if (commonPasswords.has(password.toLowerCase())) {
    throw new DomainException(
      HttpStatus.BAD_REQUEST,
      'PASSWORD_TOO_COMMON',
      'This password is too common; choose another one.',
      {
        password: ['PASSWORD_TOO_COMMON'],
      },
    );
  }
}
