// Checkout and payments of issue 11 in Chromium against the real API and its sandbox provider: a
// customer buys a VPN pass (paid, listed, invoiced), a declined and a cancelled payment, a licence
// bought by device code without an account, a VPN box shipped to an address, a reseller's coupons,
// and a visitor who registers and pays in one step. Each test buys as a fresh user.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MOBILE, expect, test } from './fixtures';
import {
  addShippingAddress,
  decideOnSandbox,
  newBuyer,
  registerDevice,
  scrollsSideways,
  watchShopErrors,
} from './checkout-support';
import { signIn } from './session';

const total = (page: Page) => page.getByTestId('checkout-total');
const payButton = (page: Page) => page.getByTestId('pay-button');

test('a customer buys a VPN pass: sandbox Pay, paid, the pass is listed, the order has its invoice', async ({
  shop,
}) => {
  const { page } = await shop.open({ signInAs: await newBuyer(shop.server), acceptDownloads: true });
  const errors = watchShopErrors(page);

  // The plan card leads a signed-in customer to the dashboard checkout with the plan chosen.
  await page.goto(shop.url('/vpn/buy'));
  await page.getByRole('link', { name: 'Choose 12 months' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/pass/passNew' && url.searchParams.get('plan') === 'VPN-TWELVE-MONTHS',
  );
  await expect(page.getByRole('radio', { name: /12 months/ })).toBeChecked();
  await expect(total(page)).toHaveText('€39.99');
  await expect(page.getByRole('radio', { name: 'Test payment (sandbox): no money is charged' })).toBeChecked();

  // A discount code, priced by the server.
  await page.getByLabel(/Discount code/).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code WELCOME10 applied: you save €4.00.')).toBeVisible();
  await expect(total(page)).toHaveText('€35.99');

  await expect(payButton(page)).toHaveText('Pay €35.99');
  await payButton(page).click();
  await decideOnSandbox(page, 'Pay');
  await expect(page).toHaveURL(/\/payment\/success\?purchaseId=/);
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByRole('heading', { name: 'Thank you! Your payment is confirmed.' })).toBeVisible();
  await expect(paid.getByText('VPN pass, 12 months')).toBeVisible();
  await expect(paid.getByText('Order of €35.99')).toBeVisible();

  await paid.getByRole('link', { name: 'My VPN passes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/pass/passList');
  await expect(page.getByRole('article', { name: 'VPN pass – 12 months' })).toHaveCount(1);

  await page.goto(shop.url('/dashboard/orders'));
  const order = page.getByTestId('order');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await expect(order.getByTestId('order-amount')).toHaveText('€35.99');
  await order.getByRole('button', { name: 'Show details' }).click();
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByText(`${file.suggestedFilename()} is downloaded.`)).toBeVisible();

  expect(errors).toEqual([]);
});

test('a declined payment shows failed, a cancelled one cancelled (whatever the address says)', async ({ shop }) => {
  const { page } = await shop.open({ signInAs: await newBuyer(shop.server) });
  const errors = watchShopErrors(page);
  await page.goto(shop.url('/dashboard/pass/passNew?plan=VPN-ONE-MONTH'));
  await expect(total(page)).toHaveText('€4.99');
  await payButton(page).click();
  await decideOnSandbox(page, 'Decline');
  const failed = page.getByTestId('payment-failed');
  await expect(failed.getByRole('heading', { name: 'The payment was declined' })).toBeVisible();

  // Try again: the same plan, chosen again.
  await failed.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/pass/passNew' && url.searchParams.get('plan') === 'VPN-ONE-MONTH',
  );
  await expect(total(page)).toHaveText('€4.99');
  await payButton(page).click();
  await decideOnSandbox(page, 'Cancel');
  await expect(page).toHaveURL(/\/payment\/cancel\?/);
  await expect(
    page.getByTestId('payment-cancelled').getByRole('heading', { name: 'The payment was cancelled' }),
  ).toBeVisible();

  await page.goto(shop.url('/dashboard/orders'));
  await expect(page.getByTestId('order-status')).toHaveText(['Cancelled', 'Failed']);
  expect(errors).toEqual([]);
});

test('a licence bought by device code without an account', async ({ shop }) => {
  const device = await registerDevice(shop.baseUrl, 'android');
  expect(device.secret).toBeTruthy();
  const { page } = await shop.open();
  const errors = watchShopErrors(page);
  await page.goto(shop.url(`/player/active-licence/${device.otp}`));
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByText('Lifetime player licence (Android)')).toBeVisible();
  const email = `e2e-guest-${randomUUID()}@nova.test`;
  await page.getByLabel('E-mail for the receipt').fill(email);
  await payButton(page).click();
  await decideOnSandbox(page, 'Pay');
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByRole('heading', { name: 'Thank you! Your payment is confirmed.' })).toBeVisible();
  await expect(
    paid.getByText('The lifetime licence is active on the device: restart the player to see it.'),
  ).toBeVisible();

  // What the app sees at its next call; and the device has nothing more to buy.
  expect((await device.deviceInfo()).licence).toMatchObject({ source: 'purchase', active: true });
  await page.goto(shop.url(`/player/active-licence/${device.otp}`));
  await expect(page.getByTestId('checkout-blocked')).toHaveText(
    'This device already has a lifetime licence: there is nothing more to buy for it.',
  );
  expect(errors).toEqual([]);
});

test('a VPN box shipped to my address: shipping in the price, the shipment in the order', async ({ shop }) => {
  const opened = await shop.open({ signInAs: await newBuyer(shop.server) });
  const { page } = opened;
  const errors = watchShopErrors(page);
  await addShippingAddress(shop.baseUrl, opened.session?.token ?? '');
  await page.goto(shop.url('/vpn/box'));
  await page.getByRole('link', { name: 'Order with 1 month of VPN' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/box/boxNew' && url.searchParams.get('plan') === 'VPNBOX-ONE-MONTH-HW',
  );
  await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /Via Roma 1/ })).toBeChecked();
  await expect(page.getByTestId('checkout-shipping')).toHaveText(/€\d+\.\d\d/);
  await payButton(page).click();
  await decideOnSandbox(page, 'Pay');
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByText('VPN Box with 1 month of VPN')).toBeVisible();

  await paid.getByRole('link', { name: 'My orders' }).click();
  const order = page.getByTestId('order');
  await order.getByRole('button', { name: 'Show details' }).click();
  const shipment = order.getByRole('region', { name: 'Shipment' });
  await expect(shipment.getByText('Being prepared')).toBeVisible();
  await expect(shipment.getByText('Via Roma 1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reseller buys coupons: the codes appear in list-coupon, unused', async ({ shop }) => {
  const { page } = await shop.open({ signInAs: await newBuyer(shop.server, { reseller: true }) });
  const errors = watchShopErrors(page);
  await page.goto(shop.url('/dashboard/coupon/list-coupon'));
  await expect(page.getByText('You have no coupon codes yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Buy coupons' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/coupon/buy-coupon');
  await page.getByLabel('Number of codes').fill('3');
  await expect(page.getByTestId('checkout-summary').getByText(/^3 × /)).toBeVisible();
  await payButton(page).click();
  await decideOnSandbox(page, 'Pay');
  await page.getByTestId('payment-paid').getByRole('link', { name: 'My coupons' }).click();
  const codes = page.getByTestId('coupon');
  await expect(codes).toHaveCount(3);
  await expect(codes.getByText('Unused')).toHaveCount(3);
  await expect(page.getByTestId('coupon-counts')).toHaveText('3 of 3 codes unused');
  expect(errors).toEqual([]);
});

test('a visitor registers and pays in one step on /vpn/buy, on a 375 px screen', async ({ shop }) => {
  const { page } = await shop.open({ viewport: MOBILE });
  const errors = watchShopErrors(page);
  await page.goto(shop.url('/vpn/buy'));
  await page.getByRole('link', { name: 'Choose 3 months' }).click();
  const checkout = page.getByTestId('plan-checkout');
  await expect(checkout.getByText('Your choice: VPN pass, 3 months')).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Log in and pay' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fdashboard%2Fpass%2FpassNew%3Fplan%3DVPN-THREE-MONTHS',
  );
  // The price list of the visitor's country (the language's: en is GB, in pounds).
  await expect(total(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByLabel('First name').fill('Luca');
  await page.getByLabel('Surname').fill('Verdi');
  const email = `e2e-register-${randomUUID()}@nova.test`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
  await page.getByLabel('Repeat the password').fill('a long enough passphrase');
  expect(await scrollsSideways(page), 'no sideways scroll at 375 px').toBe(false);
  await payButton(page).click();
  await decideOnSandbox(page, 'Pay');
  // The order is the new account's, not confirmed yet: the page shows it paid and says to confirm and log in.
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByText('VPN pass, 3 months')).toBeVisible();
  const registered = paid.getByTestId('payment-registered');
  await expect(registered.getByRole('heading', { name: 'Your account is created' })).toBeVisible();
  const resultUrl = page.url();
  await expect(registered.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(new URL(resultUrl).pathname + new URL(resultUrl).search)}`,
  );
  expect(await scrollsSideways(page), 'no sideways scroll at 375 px').toBe(false);
  expect(errors).toEqual([]);

  // Signed in as that account, the same page shows the order paid.
  await signIn(page, shop.baseUrl, shop.server, email);
  await page.goto(resultUrl);
  await expect(page.getByTestId('payment-paid').getByText('VPN pass, 3 months')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the checkout, orders and coupons screens fit 375 px', async ({ shop }) => {
  const { page } = await shop.open({ viewport: MOBILE, signInAs: await newBuyer(shop.server, { reseller: true }) });
  const errors = watchShopErrors(page);
  for (const path of [
    '/dashboard/pass/passNew',
    '/dashboard/box/boxNew',
    '/dashboard/coupon/buy-coupon',
    '/dashboard/coupon/list-coupon',
    '/dashboard/orders',
    '/payment/success?purchaseId=P-unknown-purchase',
  ]) {
    await page.goto(shop.url(path));
    await expect(page.locator('h1')).toHaveText(/\S/);
    if (path.includes('passNew') || path.includes('buy-coupon')) await expect(total(page)).toBeVisible();
    expect(await scrollsSideways(page), `${path} scrolls sideways at 375 px`).toBe(false);
  }
  // The made-up purchaseId is answered 404, as it should.
  expect(errors.filter((error) => !/status of 404 .*\/api\/Payment\/Order\?/.test(error))).toEqual([]);
});
