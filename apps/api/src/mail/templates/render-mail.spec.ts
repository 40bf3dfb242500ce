import type { MailTemplate, MailTemplateData } from '../mail.types';
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
  'order-paid': { name: 'Anna', purchaseId: 'P-abc12345', invoiceNumber: '2026-000042', total: '€52.97', items: ['1 × VPN pass, 12 months: €39.99', '1 × Player licence (web): €12.98'], link: LINK },
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
        expect(renderMail(template, language, SAMPLES[template], SITE).subject).not.toBe(en.templates[template].subject);
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

  it('writes Arabic right to left', () => {
    const sut = renderMail('tfa-disabled', 'sa', { name: 'Anna' }, SITE);
    expect(sut.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(sut.html).toContain('text-align:right');
    expect(renderMail('order-paid', 'sa', SAMPLES['order-paid'], SITE).html).toContain('<ul style="margin:0 0 24px;padding-right:20px;">');
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
    expect(renderMail('password-changed', 'xx', { name: 'A' }, SITE).subject).toBe(en.templates['password-changed'].subject);
  });
});
