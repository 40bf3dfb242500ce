import { LANGUAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../i18n/locale';
import { CONTACT_PLACEHOLDERS, siteContact, withContact, type SiteContact } from './site-contact';

type Tree = { [key: string]: unknown };

const HELP_TEXTS = import.meta.glob<Tree>('../../locales/*/help.json', { eager: true, import: 'default' });

/** Every text of the help pages that names the shop's contact (legal texts, /help, /status), read as t() reads it with the placeholders. */
function contactTexts(language: string): string[] {
  const tree = HELP_TEXTS[`../../locales/${language}/help.json`];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/#(company|address|email|supportEmail|privacyEmail)#/.test(value)) {
        texts.push(
          value.replace(/#(\w+)#/g, (whole, name: string) =>
            name in CONTACT_PLACEHOLDERS ? CONTACT_PLACEHOLDERS[name as keyof typeof CONTACT_PLACEHOLDERS] : whole,
          ),
        );
      }
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  [tree.legal, tree.hub, tree.status, tree.shared].forEach(walk);
  expect(texts.length).toBeGreaterThanOrEqual(12);
  return texts;
}

const FULL: SiteContact = {
  company: 'NOVA Media S.r.l.',
  address: ['Via Roma 1', '20100 Milano'],
  supportEmail: 'help@shop.test',
  privacyEmail: 'dpo@shop.test',
};
const BARE: SiteContact = { company: 'NOVA Media S.r.l.', address: [] };

describe('withContact', () => {
  it('puts in every configured value', () => {
    const sut = withContact(
      `${CONTACT_PLACEHOLDERS.company}, ${CONTACT_PLACEHOLDERS.address}. E-mail: ${CONTACT_PLACEHOLDERS.supportEmail}.`,
      FULL,
      'en',
    );
    expect(sut).toBe('NOVA Media S.r.l., Via Roma 1, 20100 Milano. E-mail: help@shop.test.');
  });

  it('leaves out the address with its comma, and the sentences naming a missing e-mail address', () => {
    const text = `The services are provided by ${CONTACT_PLACEHOLDERS.company}, ${CONTACT_PLACEHOLDERS.address} (“NOVA”). You can reach us at ${CONTACT_PLACEHOLDERS.supportEmail}.`;
    expect(withContact(text, BARE, 'en')).toBe('The services are provided by NOVA Media S.r.l. (“NOVA”).');
    expect(withContact(`${CONTACT_PLACEHOLDERS.company}, ${CONTACT_PLACEHOLDERS.address}.`, BARE, 'en')).toBe(
      'NOVA Media S.r.l.',
    );
    expect(withContact(`Write to ${CONTACT_PLACEHOLDERS.privacyEmail}.`, BARE, 'en')).toBe('');
  });

  it('is the brand when the page has no configuration', () => {
    expect(siteContact({})).toEqual({ company: 'NOVA', address: [], supportEmail: undefined, privacyEmail: undefined });
  });

  it.each(LANGUAGES)('leaves no placeholder, marker or dangling punctuation in the %s help texts', (language) => {
    for (const text of contactTexts(language)) {
      for (const contact of [FULL, BARE, { ...FULL, address: [] }, { ...BARE, address: ['Via Roma 1'] }]) {
        const sut = withContact(text, contact, intlLocale(language));
        expect(sut).not.toMatch(/[\uE000\uE001#]|undefined|\.\.|[,،]\s*[.(،,]|[:：]\s*\.|\s[.,]/);
        if (!contact.supportEmail) expect(sut).not.toContain('@');
        if (contact.address.length === 0) expect(sut).not.toContain('Via Roma');
      }
    }
  });
});
