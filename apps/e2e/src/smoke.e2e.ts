import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser';
import { buildAll, startServer, type RunningServer } from './server';

describe('smoke: the built shop in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    buildAll();
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('home shows prices from the API in the visitor country', async () => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const pricing = page.waitForResponse((r) => r.url().includes('/api/Pricing'));
    await page.goto(`${server.baseUrl}/`);
    const response = await pricing;
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { country: string; pricings: { productName: string; price: number }[] };
    const player = body.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME');
    assert.ok(player, 'the API lists the player licence');
    const shown = await page.getByTestId('price-player').textContent({ timeout: 10_000 });
    assert.match(shown ?? '', /\d/, 'the player price is on the page');
    const digits = (shown ?? '').replace(/\D/g, '');
    assert.equal(digits, String(player.price), `the page shows the API's price (${player.price} cents), not ${shown}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('/vpn renders its page without console errors', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.baseUrl}/vpn`);
    await page.locator('h1').first().waitFor({ timeout: 10_000 });
    assert.ok(((await page.locator('h1').first().textContent()) ?? '').trim().length > 0);
    assert.equal(await page.title().then((t) => t.length > 0), true);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
