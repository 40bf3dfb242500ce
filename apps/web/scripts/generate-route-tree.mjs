// Writes src/routeTree.gen.ts (git-ignored) before type checking, so a fresh clone type-checks.
// Resolving the Vite config runs the TanStack router plugin's configResolved hook, which is the
// same generator `vite build` and `vitest` use: one configuration, no extra dependency.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const routeTree = fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url));

await resolveConfig({ root: webRoot, configFile: `${webRoot}vite.config.ts`, logLevel: 'warn' }, 'build');

if (!existsSync(routeTree)) {
  console.error(`Route tree was not generated: ${routeTree}`);
  process.exit(1);
}
