// The back office's accounts section (issue 23) in Chromium: an account's page is usable at 375 px
// in Arabic (right to left) with no serious axe finding, and an admin's lock ends the customer's
// session in their open browser: their next page load tells them the account is locked.
import { violations } from './axe-page';
import { createUser } from './db';
import { DESKTOP, MOBILE, expect, heading, settled, test } from './fixtures';

const ADMIN = 'admin@nova.test';

test("an account's page: in Arabic at 1280 and 375 px, no serious axe finding, no sideways scroll", async ({
  shop,
}) => {
  const email = await createUser(shop.server, { country: 'IT', name: 'Zelda', surname: 'Quark' });
  const { page, errors } = await shop.open({ storage: { policy: 'true', language: 'sa' }, signInAs: ADMIN });
  await page.goto(shop.url('/staff/accounts'));
  await heading(page);
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('searchbox').press('Enter');
  // The unfiltered list shows the newest account too: open it from the search's answer, not from the
  // list the search is about to replace.
  await expect(page).toHaveURL(/[?&]q=/);
  await settled(page);
  await page.getByTestId('accounts-table').getByRole('link', { name: 'Zelda Quark' }).click();
  await expect(page.getByTestId('account-facts')).toContainText(email);
  await expect(page.getByTestId('account-controls')).toBeVisible();
  await settled(page);
  expect(await violations(page, shop, 'sa account page')).toEqual([]);
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
});

test("an admin locks an account: the customer's next page load ends the session and says why", async ({ shop }) => {
  const email = await createUser(shop.server, { country: 'IT', name: 'Lorenzo', surname: 'Locked' });
  const customer = await shop.open({ storage: { policy: 'true', language: 'en' }, signInAs: email });
  await customer.page.goto(shop.url('/dashboard/orders'));
  await heading(customer.page);
  await settled(customer.page);

  const admin = await shop.open({ storage: { policy: 'true', language: 'en' }, signInAs: ADMIN });
  await admin.page.goto(shop.url(`/staff/accounts?q=${encodeURIComponent(email)}`));
  await admin.page.getByTestId('accounts-table').getByRole('link', { name: 'Lorenzo Locked' }).click();
  const controls = admin.page.getByTestId('account-controls');
  await controls.getByRole('button', { name: 'Lock account' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Lock this account?' });
  await dialog.getByRole('button', { name: 'Lock account' }).click();
  await expect(admin.page.getByTestId('account-state')).toHaveText('Locked');
  await expect(controls.getByRole('button', { name: 'Unlock account' })).toBeVisible();

  await customer.page.reload();
  await expect(customer.page).toHaveURL(/\/login/);
  await expect(customer.page.getByText('This account has been locked. Please contact support.')).toBeVisible();
  expect(await customer.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
