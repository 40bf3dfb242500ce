// What a buyer sees after paying (issue 18), in Chromium against the real API and its sandbox
// provider: a bank transfer that settles later (the result page says "Payment being processed", asks
// again every 30 s while in view and turns paid when the money arrives), one that fails (it "did not
// go through"; the sandbox page says how it ended and leads back to the shop), a paid order partly
// refunded by an admin (its status, what was paid back, its history and the credit note PDF), and
// that order's numbers at phone and desktop widths in English and Arabic. Each test buys as a fresh
// user; the page's time is moved with `page.clock`, never waited for.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, pauseClock, settled, test, type Shop } from './fixtures';
import { adminRefund, decideOnSandbox, newBuyer, watchShopErrors } from './checkout-support';

/** How often the result page asks for a processing order (PROCESSING_POLL_INTERVAL_MS of the web app). */
const PROCESSING_POLL_MS = 30_000;

const isOrderRead = (request: Request) => new URL(request.url()).pathname === '/api/Payment/Order';

/**
 * Buys a one-month VPN pass (€4.99 on the Italian price list) from the dashboard checkout and stops
 * on the sandbox provider's page. Returns that page's address.
 */
async function checkoutToSandbox(shop: Shop, page: Page): Promise<string> {
  await page.goto(shop.url('/dashboard/pass/passNew?plan=VPN-ONE-MONTH'));
  await expect(page.getByTestId('checkout-total')).toHaveText('€4.99');
  await expect(page.getByRole('radio', { name: 'Test payment (sandbox): no money is charged' })).toBeChecked();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/api\/Payment\/Sandbox\/Checkout\?session=/);
  return page.url();
}

/** On the sandbox page: pays by bank transfer and waits for the result page; returns the order's purchaseId. */
async function payByBankTransfer(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay by bank transfer (settles later)' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?purchaseId=/);
  return new URL(page.url()).searchParams.get('purchaseId') ?? '';
}

/** The result page of a processing order: its own state, never the spinner. */
async function expectProcessing(page: Page): Promise<void> {
  const processing = page.getByTestId('payment-processing');
  await expect(processing.getByRole('heading', { name: 'Payment being processed' })).toBeVisible();
  await expect(
    processing.getByText(
      'There is nothing more for you to do. Please do not pay again: your order stays open until then.',
    ),
  ).toBeVisible();
  await expect(processing.getByTestId('order-status')).toHaveText('Payment being processed');
  await expect(page.getByTestId('payment-waiting')).toHaveCount(0);
}

test('a bank transfer: "Payment being processed" on the result page and in the orders, paid when the money arrives (asked every 30 s)', async ({
  shop,
}) => {
  const buyer = await newBuyer(shop.server);
  const { page } = await shop.open({ signInAs: buyer });
  const errors = watchShopErrors(page);
  // The page's timers run as usual until the test pauses them.
  await page.clock.install();
  const sandboxUrl = await checkoutToSandbox(shop, page);
  const purchaseId = await payByBankTransfer(page);
  await expectProcessing(page);
  await expect(page.getByTestId('payment-processing').getByText('VPN pass, 1 month')).toBeVisible();

  // The order list, in a second window (a context of its own: a page's clock is its context's): the
  // badge and the note that the money is on its way.
  const { page: other } = await shop.open({ signInAs: buyer });
  const otherErrors = watchShopErrors(other);
  await other.goto(shop.url('/dashboard/orders'));
  const order = other.getByTestId('order');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('Payment being processed');
  await expect(
    order.getByText(
      'The money is on its way: bank transfers and direct debits take a few working days. We e-mail you as soon as it has arrived.',
    ),
  ).toBeVisible();

  // From here on the result page's timers fire only when the test moves its clock.
  await settled(page);
  await pauseClock(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isOrderRead(request)) reads.push(request.url());
  });

  // The money arrives: the sandbox page (the same address) now offers the transfer's outcomes.
  await other.goto(sandboxUrl);
  await expect(other.getByText('This bank transfer is being processed.')).toBeVisible();
  await other.getByRole('button', { name: 'The transfer arrives' }).click();
  await expect(other).toHaveURL(
    (url) => url.pathname === '/payment/success' && url.searchParams.get('purchaseId') === purchaseId,
  );
  await expect(
    other.getByTestId('payment-paid').getByRole('heading', { name: 'Thank you! Your payment is confirmed.' }),
  ).toBeVisible();

  // The result page asks every 30 s, not every 2 s: 5 s on it has not asked and still says processing.
  await page.clock.runFor(5_000);
  await settled(page, { clockPaused: true });
  expect(reads, 'no order read within 5 s').toEqual([]);
  await expect(page.getByTestId('payment-processing')).toBeVisible();
  // By 30 s it has asked, and shows the order paid.
  const read = page.waitForRequest(isOrderRead, { timeout: 5_000 });
  await page.clock.runFor(PROCESSING_POLL_MS - 5_000);
  await read;
  await page.clock.resume();
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByRole('heading', { name: 'Thank you! Your payment is confirmed.' })).toBeVisible();
  await expect(paid.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-processing')).toHaveCount(0);

  await other.goto(shop.url('/dashboard/orders'));
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await order.getByRole('button', { name: 'Show details' }).click();
  const history = order.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([/Payment on its way \(bank transfer or direct debit\)/, /Payment received/]);
  await expect(order.getByRole('button', { name: 'Download invoice' })).toBeVisible();

  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
});

test('a bank transfer that fails: the order shows failed, and says the transfer did not go through', async ({
  shop,
}) => {
  const { page } = await shop.open({ signInAs: await newBuyer(shop.server) });
  const errors = watchShopErrors(page);
  const sandboxUrl = await checkoutToSandbox(shop, page);
  const purchaseId = await payByBankTransfer(page);
  await expectProcessing(page);

  await page.goto(sandboxUrl);
  await page.getByRole('button', { name: 'The transfer fails' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('purchaseId') === purchaseId && url.pathname.startsWith('/payment/'),
  );
  const resultUrl = page.url();
  const failed = page.getByTestId('payment-failed');
  // Not "declined": the money was on its way and never arrived.
  await expect(
    failed.getByRole('heading', { name: 'Your bank transfer or direct debit did not go through' }),
  ).toBeVisible();
  await expect(
    failed.getByText(
      'Nothing was taken from your account. You can pay again, with another payment method if you like.',
    ),
  ).toBeVisible();
  await expect(failed.getByTestId('order-status')).toHaveText('Failed');
  await expect(failed.getByRole('link', { name: 'Try again' })).toBeVisible();

  // The sandbox page, seen again, says how the payment ended and leads back to the shop.
  await page.goto(sandboxUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await expect(page.getByText('This payment failed.')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(resultUrl);
  await expect(
    failed.getByRole('heading', { name: 'Your bank transfer or direct debit did not go through' }),
  ).toBeVisible();

  await page.goto(shop.url('/dashboard/orders'));
  const order = page.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText('Failed');
  await order.getByRole('button', { name: 'Show details' }).click();
  await expect(order.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /Payment on its way/,
    /Payment failed/,
  ]);
  await expect(order.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  // It was never paid: the method chosen, not "Paid with".
  await expect(order.getByText('Payment method', { exact: true })).toBeVisible();
  await expect(order.getByText('Paid with')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a paid order partly refunded by an admin: "Partly refunded", what was paid back, the history and the credit note PDF', async ({
  shop,
}) => {
  const { page } = await shop.open({ signInAs: await newBuyer(shop.server), acceptDownloads: true });
  const errors = watchShopErrors(page);
  await checkoutToSandbox(shop, page);
  await decideOnSandbox(page, 'Pay');
  const resultUrl = page.url();
  const purchaseId = new URL(resultUrl).searchParams.get('purchaseId') ?? '';
  await expect(page.getByTestId('payment-paid').getByTestId('order-status')).toHaveText('Paid');

  await adminRefund(shop.server, { purchaseId, amount: 150 });

  await page.goto(shop.url('/dashboard/orders'));
  const order = page.getByTestId('order');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('Partly refunded');
  await expect(order.getByTestId('order-amount')).toHaveText('€4.99');
  await expect(order.getByTestId('order-refunded')).toHaveText('€1.50 refunded of €4.99');
  // The goods stay: the item is not marked refunded.
  await expect(order.getByTestId('item-refunded')).toHaveCount(0);

  await order.getByRole('button', { name: 'Show details' }).click();
  const steps = order.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('Payment received');
  const refund = steps.last();
  await expect(refund).toContainText('Partly refunded');
  await expect(refund).toContainText('€1.50');
  await expect(refund).toContainText(/Credit note CN-\d{4}-\d+/);
  const number = /CN-\d{4}-\d+/.exec((await refund.textContent()) ?? '')?.[0] ?? '';

  const button = order.getByRole('button', { name: `Download credit note ${number}` });
  await expect(button).toBeVisible();
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^credit-note-CN-/);
  expect(file.suggestedFilename()).toContain(number);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByText(`${file.suggestedFilename()} is downloaded.`)).toBeVisible();
  // The invoice is still there beside it.
  await expect(order.getByRole('button', { name: 'Download invoice' })).toBeVisible();

  // The result page says so too.
  await page.goto(resultUrl);
  const partly = page.getByTestId('payment-partially_refunded');
  await expect(partly.getByRole('heading', { name: 'Part of this order has been refunded' })).toBeVisible();
  await expect(
    partly.getByText('€1.50 of €4.99 has been returned to your payment method. The rest of your order stays as it is.'),
  ).toBeVisible();

  expect(errors).toEqual([]);
});

/**
 * How an order's numbers lie in its details: the lines of the order number and of the credit note's
 * number on its button, the lines of that button's label, whether the page scrolls sideways. Lines
 * are counted by the bottoms of the text they hold (text of one line shares its baseline).
 */
function numbersReport(purchaseId: string) {
  const details = document.querySelector('.pay-order__details');
  const lines = (element: Element | null | undefined): number => {
    if (!element) return 0;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const bottoms: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0 && !bottoms.some((bottom) => Math.abs(bottom - rect.bottom) < 4)) bottoms.push(rect.bottom);
      }
    }
    return bottoms.length;
  };
  const number = Array.from(details?.querySelectorAll('.pay-mono') ?? []).find(
    (element) => element.textContent === purchaseId,
  );
  const button = details?.querySelector('button .pay-id')?.closest('button');
  return {
    orderNumberLines: lines(number),
    creditNoteNumberLines: lines(button?.querySelector('.pay-id')),
    creditNoteLabelLines: lines(button),
    sideways: document.documentElement.scrollWidth > window.innerWidth + 1,
  };
}

test("an order's numbers break only when they must: at 320, 375 and 1280 px, left to right and right to left", async ({
  shop,
}) => {
  const buyer = await newBuyer(shop.server);
  const { page } = await shop.open({ signInAs: buyer });
  await checkoutToSandbox(shop, page);
  await decideOnSandbox(page, 'Pay');
  const purchaseId = new URL(page.url()).searchParams.get('purchaseId') ?? '';
  await adminRefund(shop.server, { purchaseId, amount: 150 });

  for (const language of ['en', 'sa']) {
    const { page: orders, errors } = await shop.open({ signInAs: buyer, storage: { language } });
    await orders.goto(shop.url('/dashboard/orders'));
    const order = orders.getByTestId('order');
    await order.getByRole('button', { expanded: false }).click();
    await expect(order.locator('.pay-order__details button .pay-id')).toHaveText(/^CN-\d{4}-\d+$/);
    for (const width of [1280, 375, 320]) {
      await orders.setViewportSize({ width, height: 900 });
      await settled(orders);
      const report = await orders.evaluate(numbersReport, purchaseId);
      const where = `${language} at ${width} px`;
      expect.soft(report.sideways, `${where}: nothing sideways`).toBe(false);
      // The credit note's number moves to a line of its own whole, never "CN-" / "2026-000002".
      expect.soft(report.creditNoteNumberLines, `${where}: the credit note number on one line`).toBe(1);
      // The order number has the room of the row, not of a narrow column; at 320 px it may break if it must.
      if (width > 320) expect.soft(report.orderNumberLines, `${where}: the order number on one line`).toBe(1);
      if (width === 1280)
        expect.soft(report.creditNoteLabelLines, `${where}: the credit note button on one line`).toBe(1);
    }
    expect(errors).toEqual([]);
  }
});
