import { DomainException } from '../../core/errors/domain.exception';
import { PASSWORD_MAX_LENGTH } from '@shop/contracts';
import { assertAcceptablePassword } from './password-policy';

function codeOf(password: string): string | undefined {
  try {
    assertAcceptablePassword(password);
    return undefined;
  } catch (error) {
    return error instanceof DomainException ? error.code : 'OTHER';
  }
}

describe('assertAcceptablePassword', () => {
  it('refuses fewer than 8 characters, counted as typed', () => {
    expect(codeOf('Ab3$xyz')).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf('       ')).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf('🔑🔑🔑🔑🔑🔑🔑')).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf('Ab3$xyz!')).toBeUndefined();
  });

  it(`accepts up to ${PASSWORD_MAX_LENGTH} characters, not more`, () => {
    expect(codeOf('a'.repeat(PASSWORD_MAX_LENGTH - 1) + 'Z')).toBeUndefined();
    expect(codeOf('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(codeOf('password')).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf('12345678')).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf('PassWord')).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf('correct horse battery staple')).toBeUndefined();
  });
});
