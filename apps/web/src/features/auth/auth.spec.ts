import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './auth';

describe("isSafeRedirect: only this site's paths after a login", () => {
  it.each(['/dashboard', '/dashboard/pass/passNew?plan=VPN-ONE-MONTH', '/payment/success?purchaseId=abc#top', '/'])(
    'takes %s',
    (target) => {
      expect(isSafeRedirect(target)).toBe(true);
    },
  );

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/path\\..\\x',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });
});
