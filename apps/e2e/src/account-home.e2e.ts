// The account home and the life of a subscription (issue 21) in Chromium against the real API and
// its sandbox provider: a customer renews a pass from the home (same code, later end), turns
// automatic renewal on, watches a sandbox renewal arrive, cancels it, turns the reminder mails off,
// downloads their data and deletes the account, which then cannot log in.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { decideOnSandbox, watchShopErrors } from './checkout-support';
import { withDb } from './db';
import { newAccount, PASSWORD } from './messages-support';

const DAY = 86_400_000;

test('a customer renews a pass from the home, renews it automatically, cancels that, turns reminders off, downloads the data and deletes the account', async ({
  shop,
}) => {
  test.setTimeout(300_000);
  const account = await newAccount(shop.server);
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const endsAt = new Date(Date.now() + 5 * DAY - 3_600_000);
  const passId = randomUUID();
  await withDb(shop.server, (db) =>
    db.query(
      `INSERT INTO "VpnPass" ("id", "userId", "code", "durationMonths", "startsAt", "endsAt", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, 1, $4, $5, now(), now())`,
      [passId, account.id, code, new Date(endsAt.getTime() - 30 * DAY), endsAt],
    ),
  );
  const { page } = await shop.open({ signInAs: account.email, acceptDownloads: true });
  const errors = watchShopErrors(page);

  // The home: the pass ends in 5 days, with Renew.
  await page.goto(shop.url('/dashboard'));
  const subscription = page.getByTestId('card-subscriptions').getByTestId('subscription');
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText(code);
  await expect(subscription).toContainText('5 days left');
  await subscription.getByRole('link', { name: `Renew ${code}` }).click();

  // The renewal checkout names the pass and runs on from its end.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/pass/passNew' && url.searchParams.get('renewPass') === passId,
  );
  await expect(page.getByRole('heading', { name: 'Choose how much time to add' })).toBeVisible();
  await page.getByRole('radio', { name: /1 month/ }).check();
  await expect(page.getByTestId('checkout-summary')).toContainText(`Renewal of pass ${code}`);
  await page.getByTestId('pay-button').click();
  await decideOnSandbox(page, 'Pay');
  await expect(page).toHaveURL(/\/payment\/success\?purchaseId=/);
  await expect(page.getByTestId('payment-paid')).toBeVisible();

  // Back home: the same pass, a month later.
  await page.goto(shop.url('/dashboard'));
  await expect(subscription).toContainText(code);
  await expect(subscription).not.toContainText('5 days left');
  // The end moved by exactly a month from where it was (timestamps as UTC milliseconds).
  const [row] = await withDb(
    shop.server,
    async (db) =>
      (
        await db.query<{ ms: string; code: string }>(
          `SELECT floor(extract(epoch FROM "endsAt") * 1000)::bigint::text AS ms, "code" FROM "VpnPass" WHERE "id" = $1`,
          [passId],
        )
      ).rows,
  );
  expect(row.code).toBe(code);
  const renewedTo = new Date(endsAt);
  renewedTo.setUTCMonth(renewedTo.getUTCMonth() + 1);
  expect(Number(row.ms)).toBe(renewedTo.getTime());
  await page.goto(shop.url('/dashboard/orders'));
  await expect(page.getByTestId('order').first()).toContainText(`Renewal of pass ${code}`);

  // Automatic renewal: renewed once more with "Renew automatically" ticked.
  await page.goto(shop.url('/dashboard'));
  await subscription.getByRole('link', { name: `Renew ${code}` }).click();
  await page.getByRole('radio', { name: /1 month/ }).check();
  await page.getByTestId('auto-renew').check();
  await expect(page.getByTestId('auto-renew-terms')).toContainText('every 1 month');
  await page.getByTestId('pay-button').click();
  await decideOnSandbox(page, 'Pay');
  await expect(page.getByTestId('payment-paid')).toBeVisible();
  const endOf = async () =>
    Number(
      (
        await withDb(shop.server, (db) =>
          db.query<{ ms: string }>(
            `SELECT floor(extract(epoch FROM "endsAt") * 1000)::bigint::text AS ms FROM "VpnPass" WHERE "id" = $1`,
            [passId],
          ),
        )
      ).rows[0].ms,
    );
  const beforeRenewal = await endOf();

  // The home says it renews by itself; a renewal billed by the sandbox arrives in front of the customer.
  await page.goto(shop.url('/dashboard'));
  const renewal = subscription.getByTestId('renewal-status');
  await expect(renewal).toContainText('Renews automatically on');
  const renewsOn = await renewal.textContent();
  await renewal.getByTestId('renewal-bill-now').click();
  await expect(page.getByText('The sandbox billed the next renewal.')).toBeVisible();
  await expect(renewal).not.toHaveText(renewsOn ?? '');
  const afterRenewal = new Date(beforeRenewal);
  afterRenewal.setUTCMonth(afterRenewal.getUTCMonth() + 1);
  expect(await endOf()).toBe(afterRenewal.getTime());

  // Cancelled: it runs to its end and says so.
  await renewal.getByTestId('renewal-cancel').click();
  await page
    .getByRole('dialog', { name: 'Cancel automatic renewal?' })
    .getByRole('button', { name: 'Cancel renewal' })
    .click();
  await expect(renewal).toContainText('Automatic renewal cancelled: ends on');
  await expect(renewal.getByTestId('renewal-resume')).toBeVisible();

  // The profile: reminder mails off, then the data, then the account goes.
  await page.goto(shop.url('/dashboard/settings/profile'));
  const reminders = page.getByRole('checkbox', { name: 'Mail me before a pass or subscription ends' });
  await expect(reminders).toBeEnabled();
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(page.getByText('Reminder mails are off.')).toBeVisible();
  await expect(reminders).not.toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByTestId('data-export-download').click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as unknown;
  const text = JSON.stringify(exported);
  expect(text).toContain(code);
  expect(text).toContain(account.email);
  expect(text).not.toContain('passwordHash');

  const deletion = page.getByTestId('account-deletion');
  await deletion.getByTestId('delete-account-email').fill(account.email);
  await deletion.getByTestId('delete-account-password').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account has been deleted. Goodbye!')).toBeVisible();

  const login = await fetch(`${shop.server.baseUrl}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: PASSWORD, captchaCode: 'dev-captcha-ok' }),
  });
  // Spec 8: a login that matches no account answers 404 WRONG_CREDENTIALS.
  expect(login.status).toBe(404);
  expect(((await login.json()) as { code: string }).code).toBe('WRONG_CREDENTIALS');
  expect(errors).toEqual([]);
});
