import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  renderApp,
  settle,
  signedIn,
  stubApi,
  type ApiHandler,
} from '../../account/testing';
import type { OrderEvent, OrderStatus } from '../api';
import { newOrder, orderItem, PURCHASE_ID } from '../testing';
import { POLL_INTERVAL_MS, PROCESSING_POLL_INTERVAL_MS } from './payment-result-page';

function openResult(path: string, routes: Record<string, ApiHandler> = {}, { signIn = true } = {}) {
  if (signIn) signedIn();
  const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')), ...routes });
  return { api, ...renderApp(path) };
}

/** GET Order answers these statuses in turn, then keeps answering the last one. */
function orderStatuses(...statuses: OrderStatus[]): ApiHandler {
  let call = 0;
  return () => {
    const status = statuses[Math.min(call++, statuses.length - 1)];
    // Only a paid order has an invoice.
    return jsonResponse(
      newOrder(status === 'paid' ? { status } : { status, invoiceNumber: null, invoiceUrl: null, paidAt: null }),
    );
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment result (/payment/$result)', () => {
  it('polls the order every 2 s while it is pending, and stops once it is paid', async () => {
    // The poll's interval is faked from the start (it is set when the first answer comes); timeouts stay
    // real, for the router and testing-library.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': orderStatuses('pending', 'pending', 'paid'),
    });
    const calls = () => api.callsTo('GET', '/api/Payment/Order');
    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    expect(screen.getByTestId('payment-waiting').getAttribute('role')).toBe('status');
    expect(calls()).toHaveLength(1);
    expect(calls()[0].query.get('purchaseId')).toBe(PURCHASE_ID);
    // The bearer goes along: the order of an account is answered to its owner only.
    expect(calls()[0].headers.get('Authorization')).toBe('Bearer jwt-1');

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 100);
    await settle();
    expect(calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(calls()).toHaveLength(2);
    await settle();
    expect(screen.getByText('We are confirming your payment…')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    expect(calls()).toHaveLength(3);
    expect(await screen.findByText('Thank you! Your payment is confirmed.')).toBeTruthy();
    expect(screen.queryByTestId('payment-waiting')).toBeNull();

    // Paid is final: no more calls.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    await settle();
    expect(calls()).toHaveLength(3);
    vi.useRealTimers();

    const paid = screen.getByTestId('payment-paid');
    expect(within(paid).getByText('VPN pass, 12 months')).toBeTruthy();
    expect(within(paid).getByText('Order of €39.99')).toBeTruthy();
    // The invoice number in a box of its own: the sentence breaks before it, not at its hyphen.
    const invoice = within(paid).getByText('2026-000042');
    expect(invoice.className).toBe('pay-id');
    expect(invoice.closest('p')?.textContent).toBe('Invoice 2026-000042');
    expect(within(paid).getByRole('link', { name: 'My VPN passes' }).getAttribute('href')).toBe(
      '/dashboard/pass/passList',
    );
    expect(within(paid).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/dashboard/orders');
  });

  it('a processing order (a slow payment on its way) says so, with nothing left to do, and is asked for every 30 s instead of every 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': orderStatuses('pending', 'processing', 'processing', 'paid'),
    });
    const calls = () => api.callsTo('GET', '/api/Payment/Order');
    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    expect(calls()).toHaveLength(2);

    // Processing: not the spinner, a state of its own.
    const processing = await screen.findByTestId('payment-processing');
    expect(screen.queryByTestId('payment-waiting')).toBeNull();
    expect(processing.getAttribute('role')).toBe('status');
    expect(within(processing).getByRole('heading', { name: 'Payment being processed' })).toBeTruthy();
    expect(
      within(processing).getByText(
        'Your payment method (a bank transfer or a direct debit, for example) takes a few working days: the money is on its way. We will e-mail you as soon as the payment has arrived.',
      ),
    ).toBeTruthy();
    expect(
      within(processing).getByText(
        'There is nothing more for you to do. Please do not pay again: your order stays open until then.',
      ),
    ).toBeTruthy();
    expect(within(processing).getByTestId('order-status').textContent).toBe('Payment being processed');
    expect(within(processing).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/dashboard/orders');
    // Not a failure: no way to pay again, no invoice yet.
    expect(within(processing).queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(within(processing).queryByText(/^Invoice/)).toBeNull();

    // No more calls every 2 s...
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    await settle();
    expect(calls()).toHaveLength(2);
    // ...but one every 30 s, until the money has arrived.
    await vi.advanceTimersByTimeAsync(PROCESSING_POLL_INTERVAL_MS - POLL_INTERVAL_MS * 5);
    await settle();
    expect(calls()).toHaveLength(3);
    expect(screen.getByTestId('payment-processing')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PROCESSING_POLL_INTERVAL_MS);
    await settle();
    expect(calls()).toHaveLength(4);
    expect(await screen.findByText('Thank you! Your payment is confirmed.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PROCESSING_POLL_INTERVAL_MS * 2);
    await settle();
    expect(calls()).toHaveLength(4);
  });

  it('does not ask for a processing order while the tab is in the background, and asks once it is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': orderStatuses('processing', 'processing', 'paid'),
    });
    const calls = () => api.callsTo('GET', '/api/Payment/Order');
    await screen.findByTestId('payment-processing');
    try {
      focusManager.setFocused(false);
      await vi.advanceTimersByTimeAsync(PROCESSING_POLL_INTERVAL_MS * 3);
      await settle();
      expect(calls()).toHaveLength(1);
      focusManager.setFocused(true);
      await settle();
      expect(calls()).toHaveLength(2);
    } finally {
      focusManager.setFocused(undefined);
    }
    await vi.advanceTimersByTimeAsync(PROCESSING_POLL_INTERVAL_MS);
    await settle();
    expect(calls()).toHaveLength(3);
    expect(await screen.findByTestId('payment-paid')).toBeTruthy();
  });

  it('a processing licence bought by device code without an account: nothing to do, the licence comes with the money', async () => {
    openResult(
      `/payment/success?purchaseId=${PURCHASE_ID}`,
      {
        'GET /api/Payment/Order': () =>
          jsonResponse(
            newOrder({
              status: 'processing',
              items: [
                orderItem({
                  productName: 'VIDEO-PLAYER-ANDROID-LIFETIME',
                  productType: 'VIDEO-PLAYER',
                  unitPrice: 999,
                  deviceId: 'tv-1',
                }),
              ],
              invoiceNumber: null,
              invoiceUrl: null,
              paidAt: null,
            }),
          ),
      },
      { signIn: false },
    );
    const processing = await screen.findByTestId('payment-processing');
    expect(within(processing).getByText('What you bought is yours as soon as the payment has arrived.')).toBeTruthy();
    expect(
      within(processing).queryByText('The lifetime licence is active on the device: restart the player to see it.'),
    ).toBeNull();
    expect(within(processing).queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(within(processing).getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('a partly refunded order says how much came back, and which item was refunded whole', async () => {
    openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': () =>
        jsonResponse(
          newOrder({
            status: 'partially_refunded',
            items: [
              orderItem(),
              orderItem({
                id: '5e0a8d7c-1b2f-4c3d-9e8f-7a6b5c4d3e2f',
                productName: 'VIDEO-PLAYER-ANDROID-LIFETIME',
                productType: 'VIDEO-PLAYER',
                unitPrice: 999,
                deviceId: 'tv-1',
                refunded: true,
              }),
            ],
            subtotal: 4998,
            amount: 4998,
            refunded: 999,
          }),
        ),
    });
    const partly = await screen.findByTestId('payment-partially_refunded');
    expect(within(partly).getByRole('heading', { name: 'Part of this order has been refunded' })).toBeTruthy();
    expect(
      within(partly).getByText(
        '€9.99 of €49.98 has been returned to your payment method. The rest of your order stays as it is.',
      ),
    ).toBeTruthy();
    expect(within(partly).getByTestId('order-status').textContent).toBe('Partly refunded');
    expect(within(partly).getByTestId('payment-refunded').textContent).toBe('€9.99 refunded of €49.98');
    const items = within(partly)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['VPN pass, 12 months', 'Lifetime player licence (Android) Refunded']);
    // What was not refunded is still there.
    expect(within(partly).getByRole('link', { name: 'My VPN passes' })).toBeTruthy();
  });

  it('shows what the order says, not what the address says: a declined payment (never processing) back on /payment/success', async () => {
    openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('failed') });
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByText('The payment was declined')).toBeTruthy();
    expect(
      within(failed).getByText('Nothing was charged. You can try again, with another payment method if you like.'),
    ).toBeTruthy();
    expect(within(failed).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS',
    );
  });

  it('a bank transfer or direct debit that failed after processing says so: nothing was taken, pay again', async () => {
    const history: OrderEvent[] = [
      { kind: 'processing', at: '2026-11-25T10:01:00.000Z', amount: null, creditNoteNumber: null },
      { kind: 'failed', at: '2026-11-27T09:00:00.000Z', amount: null, creditNoteNumber: null },
    ];
    openResult(`/payment/pending?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': () =>
        jsonResponse(newOrder({ status: 'failed', invoiceNumber: null, invoiceUrl: null, paidAt: null, history })),
    });
    const failed = await screen.findByTestId('payment-failed');
    expect(
      within(failed).getByRole('heading', { name: 'Your bank transfer or direct debit did not go through' }),
    ).toBeTruthy();
    expect(
      within(failed).getByText(
        'Nothing was taken from your account. You can pay again, with another payment method if you like.',
      ),
    ).toBeTruthy();
    // Not the words of a card declined at once.
    expect(within(failed).queryByText('The payment was declined')).toBeNull();
    expect(within(failed).queryByText(/Nothing was charged/)).toBeNull();
    expect(within(failed).getByTestId('order-status').textContent).toBe('Failed');
    expect(within(failed).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS',
    );
  });

  it('a slow payment cancelled after processing says the same', async () => {
    const history: OrderEvent[] = [
      { kind: 'processing', at: '2026-11-25T10:01:00.000Z', amount: null, creditNoteNumber: null },
      { kind: 'cancelled', at: '2026-11-27T09:00:00.000Z', amount: null, creditNoteNumber: null },
    ];
    openResult(`/payment/pending?purchaseId=${PURCHASE_ID}`, {
      'GET /api/Payment/Order': () =>
        jsonResponse(newOrder({ status: 'cancelled', invoiceNumber: null, invoiceUrl: null, paidAt: null, history })),
    });
    const cancelled = await screen.findByTestId('payment-cancelled');
    expect(
      within(cancelled).getByRole('heading', { name: 'Your bank transfer or direct debit did not go through' }),
    ).toBeTruthy();
    expect(within(cancelled).getByRole('link', { name: 'Try again' })).toBeTruthy();
  });

  it('says a cancelled payment is cancelled, with the way back to the same plan', async () => {
    openResult(
      `/payment/cancel?purchaseId=${PURCHASE_ID}`,
      { 'GET /api/Payment/Order': orderStatuses('cancelled') },
      { signIn: false },
    );
    const cancelled = await screen.findByTestId('payment-cancelled');
    expect(within(cancelled).getByText('The payment was cancelled')).toBeTruthy();
    // Without a session the plan's checkout is the public page's.
    expect(within(cancelled).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/vpn/buy?plan=VPN-TWELVE-MONTHS#checkout',
    );
  });

  it('says a refunded order was refunded', async () => {
    openResult(`/payment/pending?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('refunded') });
    expect(await screen.findByText('This order has been refunded')).toBeTruthy();
  });

  it('picks the waiting words by the address while the order is looked up', async () => {
    openResult(`/payment/cancel?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('pending') });
    expect(await screen.findByText('We are checking the state of your order…')).toBeTruthy();
  });

  it('a paid licence bought by device code without an account: the licence is active, log in to see the order', async () => {
    openResult(
      `/payment/success?purchaseId=${PURCHASE_ID}`,
      {
        'GET /api/Payment/Order': () =>
          jsonResponse(
            newOrder({
              items: [
                orderItem({
                  productName: 'VIDEO-PLAYER-ANDROID-LIFETIME',
                  productType: 'VIDEO-PLAYER',
                  unitPrice: 999,
                  deviceId: 'tv-1',
                }),
              ],
              invoiceUrl: null,
            }),
          ),
      },
      { signIn: false },
    );
    const paid = await screen.findByTestId('payment-paid');
    expect(within(paid).getByText('Lifetime player licence (Android)')).toBeTruthy();
    expect(
      within(paid).getByText('The lifetime licence is active on the device: restart the player to see it.'),
    ).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(paid).queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('says an unknown purchaseId is not found, and does not poll it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult('/payment/success?purchaseId=P-unknownunknown', {
      'GET /api/Payment/Order': () => errorResponse(404, 'ORDER_NOT_FOUND'),
    });
    expect(await screen.findByText('We cannot find this order')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    await settle();
    expect(api.callsTo('GET', '/api/Payment/Order')).toHaveLength(1);
  });

  it('an order placed while registering, paid: shown as paid, with the note to confirm the account and log in', async () => {
    sessionStorage.setItem('registeredPurchase', PURCHASE_ID);
    openResult(
      `/payment/success?purchaseId=${PURCHASE_ID}`,
      { 'GET /api/Payment/Order': orderStatuses('paid') },
      { signIn: false },
    );
    const paid = await screen.findByTestId('payment-paid');
    expect(within(paid).getByText('Thank you! Your payment is confirmed.')).toBeTruthy();
    expect(within(within(paid).getByTestId('payment-registered')).getByText('Your account is created')).toBeTruthy();
    expect(within(paid).queryByText('Log in to see your order and your invoice in your account.')).toBeNull();
    sessionStorage.clear();
  });

  it('an order placed while registering, once the account is confirmed: log in to see it (its 404 to a visitor is expected)', async () => {
    sessionStorage.setItem('registeredPurchase', PURCHASE_ID);
    openResult(
      `/payment/success?purchaseId=${PURCHASE_ID}`,
      { 'GET /api/Payment/Order': () => errorResponse(404, 'ORDER_NOT_FOUND') },
      { signIn: false },
    );
    const registered = await screen.findByTestId('payment-registered');
    expect(within(registered).getByText('Your account is created')).toBeTruthy();
    expect(within(registered).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=%2Fpayment%2Fsuccess%3FpurchaseId%3D${PURCHASE_ID}`,
    );
    sessionStorage.clear();
  });

  it('says the order is not found, without a call, when the address has no usable purchaseId', async () => {
    const { api } = openResult('/payment/success?purchaseId=%3Cscript%3E');
    expect(await screen.findByText('We cannot find this order')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your payment');
    expect(api.callsTo('GET', '/api/Payment/Order')).toHaveLength(0);
  });
});
