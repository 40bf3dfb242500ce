import { describe, expect, it } from 'vitest';
import { hasMisreadCharacter, isDeviceCode, normalizeDeviceCode } from './device-code';

describe('normalizeDeviceCode', () => {
  it('upper-cases and drops spaces and dashes', () => {
    expect(normalizeDeviceCode(' ab-c 12d ')).toBe('ABC12D');
  });

  it('keeps other characters so that validation can reject them', () => {
    expect(normalizeDeviceCode('ab_c1!')).toBe('AB_C1!');
  });
});

describe('isDeviceCode', () => {
  it.each(['K7MX3Q', '222222', 'ZZZZZZ', 'A2B3C4'])('accepts %s', (code) => {
    expect(isDeviceCode(code)).toBe(true);
  });

  it.each(['', 'ABC23', 'ABC2345', 'abc234', 'AB_C23', 'ÄBC234', 'ABC 23'])('rejects %j', (code) => {
    expect(isDeviceCode(code)).toBe(false);
  });

  // The device alphabet leaves out what a TV screen makes ambiguous: 0/O and 1/I/L.
  it.each(['ABC123', 'K0MX3Q', 'KOMX3Q', 'KIMX3Q', 'KLMX3Q'])('rejects %s, which no device shows', (code) => {
    expect(isDeviceCode(code)).toBe(false);
    expect(hasMisreadCharacter(code)).toBe(true);
  });

  it.each(['K7MX3Q', 'ABC23', 'AB_C23'])('does not call %j misread', (code) => {
    expect(hasMisreadCharacter(code)).toBe(false);
  });
});
