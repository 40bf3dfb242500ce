import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const siteConfigModule = fileURLToPath(new URL('../../libs/contracts/src/site-config.ts', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const syncExternalStoreShim = fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url));
// country-flag-icons exports its flags as components and strings only; the header takes the SVG files.
const flagFiles = join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');
const apiTarget = 'http://localhost:3000';

/** Building blocks of the shop pages, the home page among them: one chunk rather than seven small ones. */
const SHOP_KIT = [
  'components/shop-page',
  'components/feature-grid',
  'components/cta-band',
  'components/step-list',
  'components/icon',
  'components/hero-art',
  'hooks/use-formatters',
];
const isShopKit = (id: string) => SHOP_KIT.some((file) => id.includes(`/src/features/shop/${file}.ts`));

/**
 * The dev server's page gets the site configuration as the shop server's page does (spa.ts), from
 * the same settings: the environment and the workspace's .env. A build has none: the server adds it.
 */
function siteConfigInDevPage(): Plugin {
  return {
    name: 'shop-site-config',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { server }) {
        if (!server) return html;
        // Loaded through Vite (the contracts are CommonJS TypeScript, which the config itself should not import).
        const { siteConfigHead, siteConfigOf } = (await server.ssrLoadModule(
          siteConfigModule,
        )) as typeof import('../../libs/contracts/src/site-config.ts');
        return html.replace(
          '</head>',
          `${siteConfigHead(siteConfigOf(loadEnv(server.config.mode, workspaceRoot, '')))}\n</head>`,
        );
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route files.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    siteConfigInDevPage(),
  ],
  // Locale files are read whole (i18n.ts): their top-level keys as named exports would only weigh.
  json: { namedExports: false },
  resolve: {
    alias: [
      // The web compiles the contracts' TypeScript source, never their CommonJS dist.
      { find: '@shop/contracts', replacement: contractsEntry },
      // React 19 has useSyncExternalStore; the React 17 backport that react-i18next and
      // @tanstack/react-store import would only add start-up bytes.
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStoreShim },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^country-flag-icons\/3x2\/(?=\w+\.svg)/, replacement: `${flagFiles}/` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the shop supports knows <link rel="modulepreload"> (Chromium 66, Safari 17, Firefox
    // 115); the polyfill for older ones would cost the start-up bundle about 0.4 KB of gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // `npm run bench` weighs what a cold visit to / downloads (budget 140 KB gzip): what the entry
        // imports goes out as one chunk, which gzips better than the dozen small shared chunks
        // rolldown would make of it (about 6 KB less on the wire).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'shop-kit', test: isShopKit },
          ],
        },
        // Every locale file is called common.json; name its chunk after the language instead. The
        // other chunks go by their hash alone: the start-up bundle lists every chunk's file name
        // (for preloading), and the names alone cost it about 0.8 KB of gzip.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/\/locales\/([a-z]{2})\/([\w-]+)\.json$/);
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/info.json': apiTarget,
      '/dev/': apiTarget,
    },
  },
});
