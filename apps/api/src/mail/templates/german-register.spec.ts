import { INVOICE_TEXTS } from '../../payment/invoice/invoice-texts';
import { de } from './i18n/de';

/**
 * The shop speaks German with "du" everywhere (site, mails, invoices). Any capitalised Sie/Ihr… is
 * the formal "you": a sentence that starts with "they/she/it" is rephrased ("Die App zeigt…")
 * rather than listed as an exception.
 */
const FORMAL = /(?<!\p{L})(Sie|Ihnen|Ihre?[mnrs]?)(?!\p{L})/u;
/** "Du/Dein…" capitalised after a lower-case word or a comma: mid-sentence, where it is written small. */
const CAPITAL_DU_MID_SENTENCE = /(?<=[\p{Ll},;] )(Du|Dich|Dir|Dein\p{L}*)(?!\p{L})/u;

/** Every string in a text tree, with its path. */
function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

const offending = (tree: unknown, pattern: RegExp) => strings(tree).filter(([, text]) => pattern.test(text));

describe('German register', () => {
  it('tells the formal from the informal address', () => {
    expect(FORMAL.test('Bitte geben Sie Ihre Adresse ein.')).toBe(true);
    expect(FORMAL.test('Zu Ihrer Sicherheit')).toBe(true);
    expect(FORMAL.test('Wir senden Ihnen einen Link.')).toBe(true);
    expect(FORMAL.test('Öffne die App, sie zeigt dir einen Code. Siehe auch ihre Hilfe.')).toBe(false);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke für Deinen Einkauf.')).toBe(true);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke. Dein Passwort bleibt, wie du es kennst.')).toBe(false);
  });

  it('addresses the reader as du in every German mail', () => {
    expect(strings(de).length).toBeGreaterThan(20);
    expect(offending(de, FORMAL)).toEqual([]);
    expect(offending(de, CAPITAL_DU_MID_SENTENCE)).toEqual([]);
  });

  it('addresses the buyer as du on German invoices', () => {
    expect(offending(INVOICE_TEXTS.de, FORMAL)).toEqual([]);
    expect(offending(INVOICE_TEXTS.de, CAPITAL_DU_MID_SENTENCE)).toEqual([]);
  });
});
