import { describe, expect, it } from 'vitest';
import { isLongEnoughPassword, isValidEmail, isValidEmailList, isValidPin, normalisePin } from './validation';

describe('isValidEmail', () => {
  it.each(['anna@example.com', 'a.b+c@mail.example.co', 'anna@example.info', 'x@sub.domain.info'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'anna@example.toolong',
    'an na@example.com',
    'a@b@example.com',
    'a@example.com;b@example.com',
    'a@example.c0m',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidEmailList', () => {
  it('accepts addresses separated by semicolons', () => {
    expect(isValidEmailList('a@example.com;b@example.org')).toBe(true);
    expect(isValidEmailList('a@example.com; b@example.org')).toBe(true);
  });

  it('refuses an empty part or a bad address', () => {
    expect(isValidEmailList('a@example.com;')).toBe(false);
    expect(isValidEmailList('a@example.com;nope')).toBe(false);
  });
});

describe('password and pin rules', () => {
  it('needs 8 characters as typed', () => {
    expect(isLongEnoughPassword('1234567')).toBe(false);
    expect(isLongEnoughPassword('12345678')).toBe(true);
    expect(isLongEnoughPassword('😀😀😀😀😀😀😀')).toBe(false);
  });

  it('takes six digits, spaces ignored', () => {
    expect(normalisePin('123 456')).toBe('123456');
    expect(isValidPin('123 456')).toBe(true);
    expect(isValidPin('12345')).toBe(false);
    expect(isValidPin('12345a')).toBe(false);
  });
});
