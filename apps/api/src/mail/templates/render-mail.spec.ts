import type { MailTemplate, MailTemplateData } from '../mail.types';
import { CREDIT_NOTE_REASONS } from '@shop/contracts';
import { en } from './i18n/en';
import { MAIL_LANGUAGES } from './mail-texts';
import { mailLanguageOf, renderMail } from './render-mail';

const SITE = 'https://shop.example';
const LINK = 'https://shop.example/confirm-account?token=abc&lang=it';

/** Sample data for every template; a new template without a sample fails to compile. */
const SAMPLES: { [T in MailTemplate]: MailTemplateData[T] } = {
  'confirm-account': { name: 'Anna', link: LINK },
  'reset-password': { name: 'Anna', link: LINK },
  'tfa-recovery': { name: 'Anna', link: LINK },
  'tfa-disabled': { name: 'Anna' },
  'password-changed': { name: 'Anna' },
  'account-deleted': { name: 'Anna' },
  'order-paid': {
    name: 'Anna',
    purchaseId: 'P-abc12345',
    invoiceNumber: '2026-000042',
    total: '€52.97',
    items: ['1 × VPN pass, 12 months: €39.99', '1 × Player licence (web): €12.98'],
    link: LINK,
  },
  'order-refunded': {
    name: 'Anna',
    purchaseId: 'P-abc12345',
    creditNoteNumber: 'CN-2026-000007',
    amount: '€12.99',
    reason: 'partial-refund',
    link: LINK,
  },
  'ticket-reply': {
    name: 'Anna',
    number: 1042,
    subject: 'The player does not start',
    message: 'Please restart the app and tell us what you see.',
    link: LINK,
  },
  'ticket-new': {
    name: 'Anna',
    number: 1043,
    group: 'Payments',
    subject: 'Charged twice',
    customer: 'Marco Bianchi',
    message: 'My card was charged twice for one order.',
    link: LINK,
  },
  'box-shipped': {
    name: 'Anna',
    purchaseId: 'P-abc12345',
    carrier: 'DHL',
    trackingNumber: 'JD014600006281234567',
    reason: 'tracked',
    link: LINK,
  },
  'subscription-ending': { name: 'Anna', item: 'K7MX-3QPA-9RTD', date: '4 December 2026', reason: 'pass', link: LINK },
  'subscription-ended': { name: 'Anna', item: 'NOVA-BOX-7K2M9QXR4T6P', reason: 'box', link: LINK },
  'subscription-renews': {
    name: 'Anna',
    item: 'K7MX-3QPA-9RTD',
    date: '4 December 2026',
    amount: '€9.99',
    reason: 'pass',
    link: LINK,
  },
  'subscription-renewal-failed': {
    name: 'Anna',
    item: 'NOVA-BOX-7K2M9QXR4T6P',
    date: '11 December 2026',
    reason: 'box',
    link: LINK,
  },
};
const TEMPLATES = Object.keys(SAMPLES) as MailTemplate[];

describe('renderMail', () => {
  describe.each(MAIL_LANGUAGES)('in %s', (language) => {
    it.each(TEMPLATES)('renders %s with its data and no placeholder left', (template) => {
      const sut = renderMail(template, language, SAMPLES[template], SITE);
      expect(sut.language).toBe(language);
      for (const part of [sut.subject, sut.html, sut.text]) {
        expect(part).not.toMatch(/#\w+#/);
        expect(part.trim()).not.toBe('');
      }
      expect(sut.text).toContain('Anna');
      expect(sut.html).toContain('Anna');
      expect(sut.html).toMatch(/^<!DOCTYPE html>/);
      expect(sut.html).toContain('NOVA');
      if ('link' in SAMPLES[template]) {
        expect(sut.text).toContain(LINK);
        // Once as the button, once as the visible link and once as its href.
        expect(sut.html.split(LINK.replace('&', '&amp;')).length - 1).toBe(3);
      }
    });

    it('is translated (only English may read like English)', () => {
      if (language === 'en') return;
      for (const template of TEMPLATES) {
        expect(renderMail(template, language, SAMPLES[template], SITE).subject).not.toBe(
          en.templates[template].subject,
        );
      }
    });
  });

  it('lists the items of a receipt in both parts, escaped in HTML, with every number filled in', () => {
    const items = ['2 × VPN pass <12 months>: €79.98', '1 × Shipping: €9.90'];
    const sut = renderMail('order-paid', 'de', { ...SAMPLES['order-paid'], items }, SITE);
    expect(sut.subject).toBe('Deine NOVA-Bestellung ist bezahlt: Rechnung 2026-000042');
    expect(sut.text).toContain('- 2 × VPN pass <12 months>: €79.98\n- 1 × Shipping: €9.90');
    expect(sut.html).toContain('<li style="margin:0 0 4px;">2 × VPN pass &lt;12 months&gt;: €79.98</li>');
    for (const part of [sut.text, sut.html]) {
      expect(part).toContain('€52.97');
      expect(part).toContain('P-abc12345');
      expect(part).toContain('2026-000042');
    }
    // Only the receipt has a list: the other mails look as before.
    expect(renderMail('password-changed', 'de', { name: 'Jo' }, SITE).html).not.toContain('<ul');
  });

  describe.each(MAIL_LANGUAGES)('the refund mail in %s', (language) => {
    it.each(CREDIT_NOTE_REASONS)(
      'says what happened for %s, with the amount, the order and the credit note, and no placeholder left',
      (reason) => {
        const sut = renderMail('order-refunded', language, { ...SAMPLES['order-refunded'], reason }, SITE);
        for (const part of [sut.subject, sut.text, sut.html]) expect(part).not.toMatch(/#\w+#/);
        expect(sut.subject).toContain('CN-2026-000007');
        for (const part of [sut.text, sut.html]) {
          for (const value of [
            '€12.99',
            'P-abc12345',
            'CN-2026-000007',
            LINK.replace('&', part === sut.html ? '&amp;' : '&'),
          ])
            expect(part).toContain(value);
        }
      },
    );

    it('words each reason differently', () => {
      const texts = CREDIT_NOTE_REASONS.map(
        (reason) => renderMail('order-refunded', language, { ...SAMPLES['order-refunded'], reason }, SITE).text,
      );
      expect(new Set(texts).size).toBe(CREDIT_NOTE_REASONS.length);
    });
  });

  it('tells why the whole payment came back, and that a chargeback went through the bank with nothing more on its way', () => {
    const text = (reason: (typeof CREDIT_NOTE_REASONS)[number], language = 'en') =>
      renderMail('order-refunded', language, { ...SAMPLES['order-refunded'], reason }, SITE).text;
    expect(text('not-deliverable')).toContain(
      'the device already has a lifetime licence. So we have refunded the whole payment of €12.99.',
    );
    expect(text('refund')).toContain('usually reaches your account within a few days');
    expect(text('dispute-lost')).toContain('was taken back through your bank');
    expect(text('dispute-lost')).not.toContain('reaches your account');
    expect(text('not-deliverable', 'de')).toContain('weil das Gerät bereits eine lebenslange Lizenz hat');
    expect(renderMail('order-refunded', 'de', SAMPLES['order-refunded'], SITE).subject).toBe(
      'Gutschrift CN-2026-000007 zu deiner NOVA-Bestellung P-abc12345',
    );
    // A reason without words is a bug: never sent half-written.
    const unknown = {
      ...SAMPLES['order-refunded'],
      reason: 'constructor',
    } as unknown as MailTemplateData['order-refunded'];
    expect(() => renderMail('order-refunded', 'en', unknown, SITE)).toThrow(/no paragraphs for reason constructor/);
  });

  describe.each(MAIL_LANGUAGES)('the shipped mail in %s', (language) => {
    it('names the carrier and the tracking number, and its button says where it leads', () => {
      const tracked = renderMail('box-shipped', language, SAMPLES['box-shipped'], SITE);
      const untracked = renderMail(
        'box-shipped',
        language,
        { ...SAMPLES['box-shipped'], carrier: 'Acme Express', reason: 'untracked' },
        SITE,
      );
      for (const sut of [tracked, untracked]) {
        for (const part of [sut.subject, sut.text, sut.html]) expect(part).not.toMatch(/#\w+#/);
        for (const part of [sut.text, sut.html]) {
          expect(part).toContain('JD014600006281234567');
          expect(part).toContain('P-abc12345');
        }
      }
      expect(tracked.text).toContain('DHL');
      expect(untracked.text).toContain('Acme Express');
      const button = (text: string) => text.split('\n\n').find((block) => block.endsWith(`:\n${LINK}`));
      expect(button(tracked.text)).toBeDefined();
      expect(button(untracked.text)).toBeDefined();
      expect(button(tracked.text)).not.toBe(button(untracked.text));
    });
  });

  it('writes Arabic right to left', () => {
    const sut = renderMail('tfa-disabled', 'sa', { name: 'Anna' }, SITE);
    expect(sut.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(sut.html).toContain('text-align:right');
    expect(renderMail('order-paid', 'sa', SAMPLES['order-paid'], SITE).html).toContain(
      '<ul style="margin:0 0 24px;padding-right:20px;">',
    );
  });

  it('escapes every value in HTML and keeps the text part as typed', () => {
    const name = '<script>alert("x")</script> & Co';
    const sut = renderMail('confirm-account', 'en', { name, link: 'https://shop.example/a?b=1&c="2"' }, SITE);
    expect(sut.html).not.toContain('<script>');
    expect(sut.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(sut.html).toContain('href="https://shop.example/a?b=1&amp;c=&quot;2&quot;"');
    expect(sut.text).toContain(name);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail('reset-password', 'en', { name: 'A', link: 'javascript:alert(1)' }, SITE)).toThrow(/http/);
  });

  it('falls back to English for other languages', () => {
    expect(mailLanguageOf('IT-it')).toBe('it');
    expect(mailLanguageOf('pt')).toBe('en');
    // The locale rules of spec 9, the same as the web's: only the five named locales are mapped.
    expect(mailLanguageOf('de-AT')).toBe('en');
    expect(mailLanguageOf('de-DE')).toBe('de');
    expect(mailLanguageOf('')).toBe('en');
    expect(renderMail('password-changed', 'xx', { name: 'A' }, SITE).subject).toBe(
      en.templates['password-changed'].subject,
    );
  });
});
