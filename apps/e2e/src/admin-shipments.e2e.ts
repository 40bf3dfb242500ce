// The back office's shipments (issue 23) in Chromium against the real API and its sandbox provider:
// a customer buys a VPN box, the admin (who lands on the shipments while boxes wait) marks it
// shipped with DHL at 375 px, and the customer's account home shows the parcel on its way with the
// tracking number linked to DHL's page.
import { addShippingAddress, decideOnSandbox, newBuyer, watchShopErrors } from './checkout-support';
import { MOBILE, expect, heading, settled, test } from './fixtures';

const ADMIN = 'admin@nova.test';

test('a box bought with the sandbox, marked shipped by the admin, tracked from the customer home', async ({ shop }) => {
  // The customer buys a box to their address.
  const customer = await shop.open({ signInAs: await newBuyer(shop.server) });
  const errors = watchShopErrors(customer.page);
  await addShippingAddress(shop.baseUrl, customer.session?.token ?? '');
  await customer.page.goto(shop.url('/vpn/box'));
  await customer.page.getByRole('link', { name: 'Order with 1 month of VPN' }).click();
  await customer.page.getByTestId('pay-button').click();
  await decideOnSandbox(customer.page, 'Pay');
  await expect(customer.page.getByTestId('payment-paid')).toBeVisible();
  const purchaseId = new URL(customer.page.url()).searchParams.get('purchaseId') ?? '';
  expect(purchaseId).not.toBe('');

  // The admin opens the staff area on a phone: boxes wait, so the shipments come first.
  const admin = await shop.open({ signInAs: ADMIN, viewport: MOBILE });
  await admin.page.goto(shop.url('/staff'));
  await expect(admin.page).toHaveURL((url) => url.pathname === '/staff/shipments');
  await heading(admin.page);
  await admin.page.getByRole('searchbox').fill(purchaseId);
  await admin.page.getByRole('button', { name: 'Filter', exact: true }).click();
  const row = admin.page.getByTestId('shipment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Via Roma 1');
  await row.getByRole('button', { name: `Mark order ${purchaseId} shipped` }).click();
  const form = admin.page.getByTestId('mark-shipped-form');
  await form.getByLabel('Carrier', { exact: true }).selectOption('DHL');
  await form.getByLabel('Tracking number').fill('JD01 4600 0062 81');
  await form.getByRole('button', { name: 'Mark shipped and tell the customer' }).click();
  await expect(admin.page.getByTestId('data-empty')).toHaveText(/No box is waiting to be sent|No shipments match/);

  // Among the shipped ones it carries the tracking link; nothing scrolls sideways at 375 px.
  await admin.page.getByLabel('Status').selectOption('shipped');
  await admin.page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(row.getByRole('link', { name: /JD014600006281/ })).toHaveAttribute(
    'href',
    'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281',
  );
  await expect(row.getByRole('button', { name: 'Delivered' })).toBeVisible();
  await settled(admin.page);
  const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll at 375 px').toBeLessThanOrEqual(0);
  expect(admin.errors).toEqual([]);

  // The customer's home: the box is on its way, with DHL and the tracking number linked.
  await customer.page.goto(shop.url('/dashboard'));
  const inFlight = customer.page.getByTestId('card-in-flight').getByTestId('order').filter({ hasText: purchaseId });
  await expect(inFlight).toContainText('Box shipped');
  await expect(inFlight).toContainText('with DHL');
  await expect(inFlight.getByRole('link', { name: /JD014600006281/ })).toHaveAttribute(
    'href',
    'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281',
  );
  expect(errors).toEqual([]);
});
