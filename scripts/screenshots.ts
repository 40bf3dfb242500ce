// `npm run screenshots`: builds the shop, starts it on free ports with its own database, and saves
// full-page PNGs of the main public pages at a desktop and a phone width into docs/screenshots
// (<name>-<width>.png), in English with the consent question already answered.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../apps/e2e/src/browser';
import { buildAll, root, startServer } from '../apps/e2e/src/server';

const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'player', path: '/player' },
  { name: 'vpn', path: '/vpn' },
  { name: 'faq', path: '/support/faq' },
];
const VIEWPORTS: readonly { width: number; height: number }[] = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function main(): Promise<void> {
  buildAll();
  const out = join(root, 'docs', 'screenshots');
  mkdirSync(out, { recursive: true });
  const server = await startServer({}, 'ignore');
  const browser = await launchBrowser();
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport,
        locale: 'en-GB',
        deviceScaleFactor: 1,
        // Language en and the consent banner answered before the first load.
        storageState: {
          cookies: [],
          origins: [
            {
              origin: server.baseUrl,
              localStorage: [
                { name: 'policy', value: 'true' },
                { name: 'language', value: 'en' },
              ],
            },
          ],
        },
      });
      const page = await context.newPage();
      for (const { name, path } of PAGES) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        // Prices and lazy texts settle, web fonts and images finish.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const file = join(out, `${name}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(`saved ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
