import type { SiteConfig } from '@shop/contracts';
import { siteConfig } from '../../lib/site-config';

/** Who runs the shop and how to reach it, as the server's settings say; absent values are not shown. */
export interface SiteContact {
  company: string;
  /** Address lines; empty when none is configured. */
  address: string[];
  supportEmail?: string;
  privacyEmail?: string;
}

/** The shop's own name, for a page without the server's configuration (the dev server without settings). */
const BRAND = 'NOVA';

export function siteContact(config: SiteConfig = siteConfig()): SiteContact {
  return {
    company: config.company ?? BRAND,
    address: config.address ?? [],
    supportEmail: config.supportEmail,
    privacyEmail: config.privacyEmail,
  };
}

/** Date of the current privacy policy, terms and refund policy (ISO, shown in the visitor's locale). */
export const LEGAL_LAST_UPDATED = '2026-11-01';

// Translated texts are read with these markers as the values of their contact placeholders
// (#company#, #address#, #supportEmail# or #email#, #privacyEmail#), so withContact can leave out
// the words that only make sense with a value that is not configured before putting in the rest.
const mark = (name: string) => `\uE000${name}\uE001`;
const MARKED = /\uE000(\w+)\uE001/g;

/** Interpolation values for `t()`: a marker per contact placeholder; pass the result through withContact. */
export const CONTACT_PLACEHOLDERS = {
  company: mark('company'),
  address: mark('address'),
  supportEmail: mark('supportEmail'),
  email: mark('supportEmail'),
  privacyEmail: mark('privacyEmail'),
} as const;

/** The sentences of a text, in the reader's language (Intl.Segmenter; a simple split without it). */
function sentences(text: string, locale: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text), (part) => part.segment);
  }
  return text.split(/(?<=[.!?;]\s)/);
}

/**
 * A text read with CONTACT_PLACEHOLDERS, with the contact put in. Without an address, the address
 * goes with the comma before it ("NOVA Media S.r.l., Via Roma 1" → "NOVA Media S.r.l."); without an
 * e-mail address, every sentence naming one is left out (possibly all of the text: then '').
 */
export function withContact(text: string, contact: SiteContact, locale: string): string {
  let result = text;
  if (contact.address.length === 0) result = result.replace(new RegExp(`\\s*[,،]?\\s*${mark('address')}`, 'g'), '');
  if (!contact.supportEmail || !contact.privacyEmail) {
    const missing = [
      !contact.supportEmail && mark('supportEmail'),
      !contact.privacyEmail && mark('privacyEmail'),
    ].filter((m): m is string => Boolean(m));
    result = sentences(result, locale)
      .filter((sentence) => !missing.some((m) => sentence.includes(m)))
      .join('')
      .trim();
  }
  // "NOVA Media S.r.l." at the end of a sentence: one full stop, not two.
  if (contact.company.endsWith('.')) result = result.replaceAll(`${mark('company')}.`, mark('company'));
  const values: Record<string, string | undefined> = {
    company: contact.company,
    address: contact.address.join(', '),
    supportEmail: contact.supportEmail,
    privacyEmail: contact.privacyEmail,
  };
  return result.replace(MARKED, (_, name: string) => values[name] ?? '');
}

/** withContact over every string of a text tree (legal sections read with `returnObjects`). */
export function withContactDeep(value: unknown, contact: SiteContact, locale: string): unknown {
  if (typeof value === 'string') return withContact(value, contact, locale);
  if (Array.isArray(value)) return value.map((item) => withContactDeep(item, contact, locale));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withContactDeep(item, contact, locale)]),
    );
  }
  return value;
}
