import { describe, expect, it } from 'vitest';
import { isDeviceCode, normalizeDeviceCode } from './device-code';

describe('normalizeDeviceCode', () => {
  it('upper-cases and drops spaces and dashes', () => {
    expect(normalizeDeviceCode(' ab-c 12d ')).toBe('ABC12D');
  });

  it('keeps other characters so that validation can reject them', () => {
    expect(normalizeDeviceCode('ab_c1!')).toBe('AB_C1!');
  });
});

describe('isDeviceCode', () => {
  it.each(['ABC123', '000000', 'ZZZZZZ', 'A1B2C3'])('accepts %s', (code) => {
    expect(isDeviceCode(code)).toBe(true);
  });

  it.each(['', 'ABC12', 'ABC1234', 'abc123', 'AB_C12', 'ÄBC123', 'ABC 12'])('rejects %j', (code) => {
    expect(isDeviceCode(code)).toBe(false);
  });
});
