import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const apiTarget = 'http://localhost:3000';

// Placeholder until the store listing exists; override with VITE_APPLE_APP_ID.
const appleAppId = process.env.VITE_APPLE_APP_ID ?? '0000000000';
const androidAppId = process.env.VITE_ANDROID_APP_ID ?? 'com.nova.player';

/**
 * The production build runs React's API on Preact (preact/compat): the same components and
 * libraries with about 55 KB gzip less start-up JavaScript, which keeps the first load of / under
 * 130 KB. The browser tests (apps/e2e) drive this build; the unit tests run on React itself, since
 * testing-library and jsdom bind to react-dom.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
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
  ],
  define: {
    'import.meta.env.VITE_APPLE_APP_ID': JSON.stringify(appleAppId),
    'import.meta.env.VITE_ANDROID_APP_ID': JSON.stringify(androidAppId),
  },
  resolve: {
    alias: [
      // The web compiles the contracts' TypeScript source, never their CommonJS dist.
      { find: '@shop/contracts', replacement: contractsEntry },
      ...(command === 'build' ? PREACT_ALIASES : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: read by `npm run bench` to weigh the start-up JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every locale file is called common.json; name its chunk after the language instead.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/\/locales\/([a-z]{2})\/([\w-]+)\.json$/);
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
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
}));
