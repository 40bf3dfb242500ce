import { CAPITAL_DU_MID_SENTENCE, FORMAL_ADDRESS, textsMatching } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree | Tree[] };

const german = import.meta.glob<Tree>('../locales/de/*.json', { eager: true, import: 'default' });

const files = Object.entries(german).map(([file, tree]) => [file.replace(/^.*\//, ''), tree] as const);

describe('German register', () => {
  it('tells the formal from the informal address', () => {
    expect(FORMAL_ADDRESS.test('Bitte geben Sie Ihre Adresse ein.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Wir senden Ihnen einen Link.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Öffne die App, sie zeigt dir einen Code. Siehe auch ihre Hilfe.')).toBe(false);
    expect(CAPITAL_DU_MID_SENTENCE.test('Danke für Deinen Einkauf.')).toBe(true);
    expect(CAPITAL_DU_MID_SENTENCE.test('Fertig: Dein Passwort bleibt, wie du es kennst.')).toBe(false);
  });

  it('reads every German locale file', () => {
    expect(files.map(([file]) => file)).toEqual(
      expect.arrayContaining(['account.json', 'common.json', 'help.json', 'player.json']),
    );
  });

  it.each(files)('%s addresses the visitor as du', (file, tree) => {
    expect(textsMatching(tree, FORMAL_ADDRESS, file)).toEqual([]);
    expect(textsMatching(tree, CAPITAL_DU_MID_SENTENCE, file)).toEqual([]);
  });
});
