import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, settle, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import type { OrderStatus } from '../api';
import { newOrder, PURCHASE_ID } from '../testing';
import { POLL_INTERVAL_MS } from './payment-result-page';

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
    return jsonResponse(newOrder(status === 'paid' ? { status } : { status, invoiceNumber: null, invoiceUrl: null, paidAt: null }));
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment result (/payment/$result)', () => {
  it('polls the order every 2 s while it is pending or processing, and stops once it is paid', async () => {
    // The poll's interval is faked from the start (it is set when the first answer comes); timeouts stay
    // real, for the router and testing-library.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('pending', 'processing', 'paid') });
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
    expect(within(paid).getByText('Invoice 2026-000042')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'My VPN passes' }).getAttribute('href')).toBe('/dashboard/pass/passList');
    expect(within(paid).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/dashboard/orders');
  });

  it('shows what the order says, not what the address says: a declined payment back on /payment/success', async () => {
    openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('failed') });
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByText('The payment was declined')).toBeTruthy();
    expect(within(failed).getByText('Nothing was charged. You can try again, with another payment method if you like.')).toBeTruthy();
    expect(within(failed).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS');
  });

  it('says a cancelled payment is cancelled, with the way back to the same plan', async () => {
    openResult(`/payment/cancel?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('cancelled') }, { signIn: false });
    const cancelled = await screen.findByTestId('payment-cancelled');
    expect(within(cancelled).getByText('The payment was cancelled')).toBeTruthy();
    // Without a session the plan's checkout is the public page's.
    expect(within(cancelled).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/vpn/buy?plan=VPN-TWELVE-MONTHS#checkout');
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
          jsonResponse(newOrder({ items: [{ productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', productType: 'VIDEO-PLAYER', quantity: 1, unitPrice: 999, deviceId: 'tv-1' }], invoiceUrl: null })),
      },
      { signIn: false },
    );
    const paid = await screen.findByTestId('payment-paid');
    expect(within(paid).getByText('Lifetime player licence (Android)')).toBeTruthy();
    expect(within(paid).getByText('The lifetime licence is active on the device: restart the player to see it.')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(paid).queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('says an unknown purchaseId is not found, and does not poll it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openResult('/payment/success?purchaseId=P-unknownunknown', { 'GET /api/Payment/Order': () => errorResponse(404, 'ORDER_NOT_FOUND') });
    expect(await screen.findByText('We cannot find this order')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    await settle();
    expect(api.callsTo('GET', '/api/Payment/Order')).toHaveLength(1);
  });

  it('an order placed while registering, paid: shown as paid, with the note to confirm the account and log in', async () => {
    sessionStorage.setItem('registeredPurchase', PURCHASE_ID);
    openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': orderStatuses('paid') }, { signIn: false });
    const paid = await screen.findByTestId('payment-paid');
    expect(within(paid).getByText('Thank you! Your payment is confirmed.')).toBeTruthy();
    expect(within(within(paid).getByTestId('payment-registered')).getByText('Your account is created')).toBeTruthy();
    expect(within(paid).queryByText('Log in to see your order and your invoice in your account.')).toBeNull();
    sessionStorage.clear();
  });

  it('an order placed while registering, once the account is confirmed: log in to see it (its 404 to a visitor is expected)', async () => {
    sessionStorage.setItem('registeredPurchase', PURCHASE_ID);
    openResult(`/payment/success?purchaseId=${PURCHASE_ID}`, { 'GET /api/Payment/Order': () => errorResponse(404, 'ORDER_NOT_FOUND') }, { signIn: false });
    const registered = await screen.findByTestId('payment-registered');
    expect(within(registered).getByText('Your account is created')).toBeTruthy();
    expect(within(registered).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?redirect=%2Fpayment%2Fsuccess%3FpurchaseId%3D${PURCHASE_ID}`);
    sessionStorage.clear();
  });

  it('says the order is not found, without a call, when the address has no usable purchaseId', async () => {
    const { api } = openResult('/payment/success?purchaseId=%3Cscript%3E');
    expect(await screen.findByText('We cannot find this order')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your payment');
    expect(api.callsTo('GET', '/api/Payment/Order')).toHaveLength(0);
  });
});
