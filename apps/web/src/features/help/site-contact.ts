/** Who runs the shop: interpolated into the legal and help texts, never translated. */
export const SITE_CONTACT = {
  company: 'NOVA Media S.r.l.',
  address: 'Via Example 1, 20100 Milano, Italy',
  privacyEmail: 'privacy@nova.example',
  supportEmail: 'support@nova.example',
} as const;

/** Date of the current privacy policy, terms and refund policy (ISO, shown in the visitor's locale). */
export const LEGAL_LAST_UPDATED = '2026-11-01';
