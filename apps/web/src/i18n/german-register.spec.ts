import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree | Tree[] };

const german = import.meta.glob<Tree>('../locales/de/*.json', { eager: true, import: 'default' });

/**
 * The shop speaks German with "du" everywhere (shop, account, help, legal texts, mails). Any
 * capitalised Sie/Ihr… is the formal "you": a sentence that starts with "they/she/it" is rephrased
 * ("Die App zeigt…") rather than listed as an exception.
 */
const FORMAL = /(?<!\p{L})(Sie|Ihnen|Ihre?[mnrs]?)(?!\p{L})/u;
/** "Du/Dein…" capitalised after a lower-case word or a comma: mid-sentence, where it is written small. */
const CAPITAL_DU_MID_SENTENCE = /(?<=[\p{Ll},;] )(Du|Dich|Dir|Dein\p{L}*)(?!\p{L})/u;

/** Every string of a locale file, with its key path. */
function strings(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`));
}

const files = Object.entries(german).map(([file, tree]) => [file.replace(/^.*\//, ''), tree] as const);

describe('German register', () => {
  it('tells the formal from the informal address', () => {
    expect(FORMAL.test('Bitte geben Sie Ihre Adresse ein.')).toBe(true);
    expect(FORMAL.test('Wir senden Ihnen einen Link.')).toBe(true);
    expect(FORMAL.test('Öffne die App, sie zeigt dir einen Code. Siehe auch ihre Hilfe.')).toBe(false);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke für Deinen Einkauf.')).toBe(true);
    expect(CAPITAL_DU_MID_SENTENCE.test('Fertig: Dein Passwort bleibt, wie du es kennst.')).toBe(false);
  });

  it('reads every German locale file', () => {
    expect(files.map(([file]) => file)).toEqual(expect.arrayContaining(['account.json', 'common.json', 'help.json', 'player.json']));
  });

  it.each(files)('%s addresses the visitor as du', (file, tree) => {
    const texts = strings(tree, file);
    expect(texts.filter(([, text]) => FORMAL.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => CAPITAL_DU_MID_SENTENCE.test(text))).toEqual([]);
  });
});
