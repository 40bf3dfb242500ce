// Weighs the JavaScript a first visit to / needs before it can show the page: the entry chunk, its
// static imports, the home route's chunk (and its imports), and the English locale chunks the
// home page renders with. Chunks loaded later (side menu, toasts, other routes) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
}

const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component';
const START_UP_LOCALES = ['src/locales/en/common.json', 'src/locales/en/shop.json'];

export function homeBundleReport(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const homeRoute = Object.keys(manifest).find((key) => key.startsWith(HOME_ROUTE.split('?')[0]) && key.includes('tsr-split=component'));
  if (!homeRoute) throw new Error(`the build manifest has no chunk for ${HOME_ROUTE}`);

  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  [entry, homeRoute, ...START_UP_LOCALES].forEach(visit);

  const files = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
