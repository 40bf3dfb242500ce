import { describe, expect, it } from 'vitest';
import { handedEmail } from './handoff';

describe('handedEmail: the address one account screen hands the next', () => {
  it('takes an address from the history state', () => {
    expect(handedEmail({ email: 'ada@example.com', __TSR_index: 2 })).toBe('ada@example.com');
  });

  it.each([
    undefined,
    null,
    'ada@example.com',
    {},
    { email: 42 },
    { email: 'no address' },
    { email: `${'a'.repeat(250)}@example.com` },
  ])('gives nothing for %j', (state) => {
    expect(handedEmail(state)).toBe('');
  });
});
