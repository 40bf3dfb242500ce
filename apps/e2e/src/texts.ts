import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server';

export const SHELL_LANGUAGES = ['it', 'en', 'es', 'de', 'fr', 'ru'] as const;
export type ShellLanguage = (typeof SHELL_LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** A text of the web app's `common` namespace (apps/web/src/locales/<language>/common.json), e.g. `nav.login`. */
export function text(language: string, key: string): string {
  let tree = cache.get(language);
  if (!tree) {
    tree = JSON.parse(
      readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, 'common.json'), 'utf8'),
    ) as Tree;
    cache.set(language, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}/common.json`);
  return node;
}

/** Route lists of libs/contracts/src/routes.ts (the web's routes-table.ts), read as text. */
export function routesTable(name: 'PUBLIC_ROUTES' | 'DASHBOARD_ROUTES' | 'STAFF_ROUTES'): string[] {
  const source = readFileSync(join(root, 'libs', 'contracts', 'src', 'routes.ts'), 'utf8');
  const match = new RegExp(`export const ${name} = \\[([\\s\\S]*?)\\]`).exec(source);
  if (!match) throw new Error(`${name} not found in libs/contracts/src/routes.ts`);
  const routes = [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (routes.length === 0) throw new Error(`${name} is empty`);
  return routes;
}
