import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['anna@example.com', ' anna.rossi+news@mail.example.it ', 'a@b.co', 'x@y.store'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'anna@example.abcdef',
    'a b@c.com',
    'a@b.com;c@d.com',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
