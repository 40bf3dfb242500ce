// The back office's notices (issue 23), end to end: an admin writes a maintenance notice at
// /staff/notices, a visitor's next page shows it in the version's colours and in the visitor's
// language (spec 4), and it goes when the admin removes it.
import { hueName, isWhite } from './colour';
import { violations } from './axe-page';
import { getMaintenance, setMaintenance } from './db';
import { DESKTOP, MOBILE, expect, heading, settled, test } from './fixtures';

// The notice shows on every page: this file gets a server of its own.
test.use({ ownServer: true });

const ADMIN = 'admin@nova.test';
const MESSAGES = {
  en: 'E2E back office: the shop pauses at 23:00 UTC.',
  it: 'E2E back office: il negozio si ferma alle 23:00 UTC.',
};

test('an admin shows a maintenance notice; visitors read it in their language and its colours; removing it ends it', async ({
  shop,
}) => {
  // Whatever the seed left is put back at the end (the file's server is its own, but tidy).
  const before = await getMaintenance(shop.server);
  const restore = before ? await setMaintenance(shop.server, before) : async () => undefined;
  try {
    const admin = await shop.open({ storage: { policy: 'true', language: 'en' }, signInAs: ADMIN });
    await admin.page.goto(shop.url('/staff/notices'));
    await heading(admin.page);
    const section = admin.page.getByTestId('maintenance-section');
    await section.getByLabel('Colour').selectOption('0.0.4');
    await section.getByLabel(/^English/).fill(MESSAGES.en);
    await section.getByLabel('Italian', { exact: true }).fill(MESSAGES.it);
    await expect(section.getByTestId('maintenance-preview')).toHaveText(MESSAGES.en);
    await section.getByRole('button', { name: 'Show the notice' }).click();
    await expect(section.getByTestId('maintenance-state')).toHaveText('A notice is shown on every page now.');
    // The admin's own page shows it too, at once.
    await expect(admin.page.getByTestId('maintenance-banner')).toHaveText(MESSAGES.en);

    const visitor = await shop.open({ locale: 'it-IT' });
    await visitor.page.goto(shop.url('/'));
    const banner = visitor.page.getByTestId('maintenance-banner');
    await expect(banner).toHaveText(MESSAGES.it);
    const style = await banner.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
    }));
    expect(hueName(style.background), `0.0.4's background ${style.background}`).toBe('blue');
    expect(isWhite(style.color), `0.0.4's text ${style.color}`).toBe(true);

    await section.getByRole('button', { name: 'Remove the notice' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Remove the maintenance notice?' });
    await dialog.getByRole('button', { name: 'Remove the notice' }).click();
    await expect(section.getByTestId('maintenance-state')).toHaveText('No notice is shown.');
    await expect(admin.page.getByTestId('maintenance-banner')).toBeHidden();

    await visitor.page.reload();
    await heading(visitor.page);
    await settled(visitor.page);
    await expect(banner, 'gone once removed').toBeHidden();
    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  } finally {
    await restore();
  }
});

test('the notices page with the news editor open: in Arabic at 1280 and 375 px, no serious axe finding, no sideways scroll', async ({
  shop,
}) => {
  const { page, errors } = await shop.open({ storage: { policy: 'true', language: 'sa' }, signInAs: ADMIN });
  await page.goto(shop.url('/staff/notices'));
  await heading(page);
  await expect(page.getByTestId('maintenance-state')).toBeVisible();
  await page.getByTestId('news-section').getByRole('button').first().click();
  await expect(page.getByTestId('news-form')).toBeVisible();
  await settled(page);
  expect(await violations(page, shop, 'sa notices with the news editor')).toEqual([]);
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
});
