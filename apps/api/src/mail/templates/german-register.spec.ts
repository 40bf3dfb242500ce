import { CAPITAL_DU_MID_SENTENCE, FORMAL_ADDRESS, textsMatching, textsOf } from '@shop/contracts';
import { INVOICE_TEXTS } from '../../payment/invoice/invoice-texts';
import { de } from './i18n/de';

describe('German register', () => {
  it('tells the formal from the informal address', () => {
    expect(FORMAL_ADDRESS.test('Bitte geben Sie Ihre Adresse ein.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Zu Ihrer Sicherheit')).toBe(true);
    expect(FORMAL_ADDRESS.test('Wir senden Ihnen einen Link.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Öffne die App, sie zeigt dir einen Code. Siehe auch ihre Hilfe.')).toBe(false);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke für Deinen Einkauf.')).toBe(true);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke. Dein Passwort bleibt, wie du es kennst.')).toBe(false);
  });

  it('addresses the reader as du in every German mail', () => {
    expect(textsOf(de).length).toBeGreaterThan(20);
    expect(textsMatching(de, FORMAL_ADDRESS)).toEqual([]);
    expect(textsMatching(de, CAPITAL_DU_MID_SENTENCE)).toEqual([]);
  });

  it('addresses the buyer as du on German invoices', () => {
    expect(textsMatching(INVOICE_TEXTS.de, FORMAL_ADDRESS)).toEqual([]);
    expect(textsMatching(INVOICE_TEXTS.de, CAPITAL_DU_MID_SENTENCE)).toEqual([]);
  });
});
