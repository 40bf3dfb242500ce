// German speaks "du" everywhere (issue 12): the legal pages, the help hub and the FAQ with every
// answer open show no formal "Sie/Ihr", and an account page speaks du. One signed-in page walks
// them all inside the SPA (footer, help hub and side-menu links), without reloading.
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { CUSTOMER } from './session';
import { expandGroup, item, showMenu } from './side-menu-page';
import { text } from './texts';

/** Capitalised Sie/Ihnen/Ihr… anywhere: the German texts rephrase "they/she/it" at a sentence start. */
const FORMAL = /(?<!\p{L})(Sie|Ihnen|Ihre?[mnrs]?)(?!\p{L})/gu;
const INFORMAL = /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu;

/** Waits for the page titled `pages.<key>.title` and its content, and returns what it shows. */
async function shownText(page: Page, path: string, pageKey: string): Promise<string> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('h1').first()).toHaveText(text('de', `pages.${pageKey}.title`));
  await page.locator('main p').first().waitFor();
  await settled(page);
  return page.locator('body').innerText();
}

function expectInformal(shown: string, path: string) {
  expect(shown.match(FORMAL) ?? [], `formal address on ${path}`).toEqual([]);
  expect(shown, `du on ${path}`).toMatch(INFORMAL);
}

test('German pages address the visitor as du: legal pages, help, FAQ answers and an account page', async ({ shop }) => {
  const { page, errors } = await shop.reuse({ storage: { language: 'de' }, signInAs: CUSTOMER });
  await page.goto(shop.url('/policy'));
  // Lost on a full page load: proves the walk below stays inside the SPA.
  await page.evaluate(() => Object.assign(window, { germanRegisterWalk: true }));
  expectInformal(await shownText(page, '/policy', 'policy'), '/policy');

  const footer = page.locator('footer.app-footer');
  for (const [path, key] of [
    ['/terms', 'terms'],
    ['/refund-policy', 'refundPolicy'],
    ['/help', 'help'],
  ] as const) {
    await footer.getByRole('link', { name: text('de', `pages.${key}.title`), exact: true }).click();
    expectInformal(await shownText(page, path, key), path);
  }

  await page
    .locator('main')
    .getByRole('link', { name: text('de', 'pages.faq.title'), exact: true })
    .first()
    .click();
  await shownText(page, '/support/faq', 'faq');
  const questions = page.locator('main button[aria-expanded]');
  expect(await questions.count(), 'FAQ questions').toBeGreaterThan(10);
  for (const question of await questions.all()) {
    if ((await question.getAttribute('aria-expanded')) === 'false') await question.click();
  }
  await expect(page.locator('main button[aria-expanded="false"]')).toHaveCount(0);
  expectInformal(await page.locator('body').innerText(), '/support/faq (answers open)');

  await showMenu(page);
  await expandGroup(page, 'account');
  await item(page, 'changePassword').click();
  const account = await shownText(page, '/dashboard/settings/change-password', 'changePassword');
  expectInformal(account, '/dashboard/settings/change-password');
  expect(await page.evaluate(() => 'germanRegisterWalk' in window), 'no full page load on the way').toBe(true);
  expect(errors).toEqual([]);
});
