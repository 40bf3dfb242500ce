import { LANGUAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

// staff.json's keys and placeholders are checked with the other features' namespaces
// (i18n/feature-texts.spec.ts); here, that each language really translates the console.

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../../locales/*/staff.json', { eager: true, import: 'default' });
const texts = (language: string): Tree => {
  const tree = files[`../../locales/${language}/staff.json`];
  if (!tree) throw new Error(`missing locale file ${language}/staff.json`);
  return tree;
};

/** Every string leaf's text by path. */
function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

describe('staff.json', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not a copy of the English texts',
    (language) => {
      const english = new Map(strings(texts('en')));
      const same = strings(texts(language)).filter(([path, text]) => english.get(path) === text);
      // Words that are the same in some languages ("Tickets", "Normal", "Status") may repeat.
      expect(same.length, same.map(([path]) => path).join(', ')).toBeLessThan(10);
    },
  );
});
