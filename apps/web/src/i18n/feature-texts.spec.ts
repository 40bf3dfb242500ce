import { LANGUAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

// The namespaces a feature's chunk loads itself (feature-texts.ts: support, staff, dashboard…) are
// not in NAMESPACES, so i18n.spec.ts's key-parity checks are made here for each of them.

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const texts = (language: string, namespace: string): Tree => {
  const tree = files[`../locales/${language}/${namespace}.json`];
  if (!tree) throw new Error(`missing locale file ${language}/${namespace}.json`);
  return tree;
};
const featureNamespaces = Object.keys(files)
  .map((path) => /^\.\.\/locales\/en\/([\w-]+)\.json$/.exec(path)?.[1])
  .filter((name): name is string => name !== undefined && !(NAMESPACES as readonly string[]).includes(name));

/** Dotted paths of every string leaf, with the #placeholders# its text uses. */
function leaves(tree: Tree, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, [...value.matchAll(/#(\w+)#/g)].map((match) => match[1]).sort()]]
        : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
}

it('finds the features’ own namespaces', () => {
  expect(featureNamespaces).toEqual(expect.arrayContaining(['dashboard', 'staff', 'support']));
});

describe.each(featureNamespaces)('%s.json', (namespace) => {
  const en = leaves(texts('en', namespace));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys of en, with the same placeholders',
    (language) => {
      expect(leaves(texts(language, namespace))).toEqual(en);
    },
  );

  it('uses no placeholder other than #name# style', () => {
    for (const language of LANGUAGES) expect(JSON.stringify(texts(language, namespace)), language).not.toMatch(/\{\{/);
  });
});
