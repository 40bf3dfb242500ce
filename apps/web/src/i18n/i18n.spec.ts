import { LANGUAGES } from '@shop/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS, NAMESPACES } from './i18n';

type Tree = { [key: string]: string | Tree };

const locales = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const namespaceFile = (language: string, namespace: string): Tree => {
  const tree = locales[`../locales/${language}/${namespace}.json`];
  if (!tree) throw new Error(`missing locale file ${language}/${namespace}.json`);
  return tree;
};
/** Every namespace of a language, keyed by namespace, so key paths read `common:nav.home`-like. */
const resources = (language: string): Tree =>
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, namespaceFile(language, namespace)]));

/** Dotted paths of every string leaf. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const enKeys = leafKeys(resources('en'));

describe('translation resources', () => {
  it("lazy-loads exactly NAMESPACES' files: a feature's own namespace stays with its chunk", () => {
    const source = (
      import.meta.glob<string>('./i18n.ts', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>
    )['./i18n.ts'];
    const listed = [...source.matchAll(/'\.\/\*\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...NAMESPACES].sort());
  });

  it('has one file per language and namespace', () => {
    for (const language of LANGUAGES) expect(() => resources(language)).not.toThrow();
  });

  it.each(['de', 'es', 'fr', 'it', 'ru'])('%s has every key of en', (language) => {
    const keys = new Set(leafKeys(resources(language)));
    expect(enKeys.filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(['de', 'es', 'fr', 'it', 'ru', 'sa'])('%s has no key that en lacks', (language) => {
    const en = new Set(enKeys);
    expect(leafKeys(resources(language)).filter((key) => !en.has(key))).toEqual([]);
  });

  it('lists the sa keys that fall back to en', () => {
    const sa = new Set(leafKeys(resources('sa')));
    // Update this list on purpose when sa gains or loses a text.
    expect(enKeys.filter((key) => !sa.has(key))).toEqual(['common.pages.staff.title', 'common.pages.staff.intro']);
  });

  it('has the plan duration labels', () => {
    for (const months of ['1month', '3months', '6months', '12months', '24months', '36months']) {
      expect(enKeys).toContain(`common.plans.${months}`);
    }
  });

  it('uses no placeholder other than #name# style', () => {
    for (const language of LANGUAGES) {
      const json = JSON.stringify(resources(language));
      expect(json, language).not.toMatch(/\{\{/);
    }
  });
});

describe('i18next configuration', () => {
  async function createSut(language: string) {
    const sut = i18next.createInstance();
    await sut.init({
      ...I18N_OPTIONS,
      lng: language,
      resources: Object.fromEntries(LANGUAGES.map((code) => [code, resources(code)])),
      partialBundledLanguages: false,
    });
    return sut;
  }

  it('substitutes #name# placeholders without escaping', async () => {
    const sut = await createSut('en');
    expect(sut.t('footer.version', { version: '1.2.3' })).toBe('Version 1.2.3');
    expect(sut.t('footer.version', { version: '<b>' })).toBe('Version <b>');
  });

  it('translates and substitutes in other languages', async () => {
    const sut = await createSut('it');
    expect(sut.t('footer.version', { version: '2.0' })).toBe('Versione 2.0');
    expect(sut.t('plans.3months')).toBe('3 mesi');
  });

  it('falls back to en for keys sa lacks', async () => {
    const sut = await createSut('sa');
    expect(sut.t('pages.staff.title')).toBe('Staff console');
    expect(sut.t('nav.home')).toBe('الرئيسية');
  });
});
