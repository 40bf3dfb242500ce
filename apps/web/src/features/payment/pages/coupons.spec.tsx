import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import type { SummaryRequest } from '../api';
import { browserLocation } from '../browser';
import { couponCode, couponPage, newSummary, payAnswer, summaryLine } from '../testing';

function openCoupons(path: string, routes: Record<string, ApiHandler> = {}) {
  signedIn({ isReseller: true });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Promo/Coupons': () => jsonResponse(couponPage([couponCode()])),
    'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox'], renewing: ['sandbox'] }),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => vi.unstubAllGlobals());

describe('my coupons (/dashboard/coupon/list-coupon)', () => {
  const USED = couponCode({
    code: 'NOVA-USED-0001',
    productName: 'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME',
    state: 'used',
    deviceId: 'hotel-tv-101',
    usedAt: '2026-11-22T18:30:00.000Z',
  });

  it('lists my codes with their product and state: unused, or used by which device and when', async () => {
    openCoupons('/dashboard/coupon/list-coupon', {
      'GET /api/Promo/Coupons': () => jsonResponse(couponPage([couponCode(), USED])),
    });
    const unused = await screen.findByRole('article', { name: 'NOVA-7KQM-3PXA' });
    expect(within(unused).getByText('Licence coupon (web)')).toBeTruthy();
    expect(within(unused).getByText('Unused')).toBeTruthy();
    expect(within(unused).getByText('Bought on Nov 20, 2026')).toBeTruthy();
    const used = screen.getByRole('article', { name: 'NOVA-USED-0001' });
    expect(within(used).getByText('Licence coupon (Android)')).toBeTruthy();
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(within(used).getByText('by device hotel-tv-101 on Nov 22, 2026')).toBeTruthy();
    expect(screen.getByTestId('coupon-counts').textContent).toBe('1 of 2 codes unused');
  });

  it('copies a code', async () => {
    openCoupons('/dashboard/coupon/list-coupon');
    const card = await screen.findByRole('article', { name: 'NOVA-7KQM-3PXA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Copy code NOVA-7KQM-3PXA' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NOVA-7KQM-3PXA'));
    expect(await within(card).findByText('Copied')).toBeTruthy();
  });

  it('shows the empty state with a link to buy', async () => {
    openCoupons('/dashboard/coupon/list-coupon', { 'GET /api/Promo/Coupons': () => jsonResponse(couponPage([])) });
    expect(await screen.findByText('You have no coupon codes yet.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Buy coupons' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/coupon/buy-coupon',
      '/dashboard/coupon/buy-coupon',
    ]);
  });

  it('pages through the codes', async () => {
    localStorage.setItem('numberOfItemsToShow', '1');
    const { api } = openCoupons('/dashboard/coupon/list-coupon', {
      'GET /api/Promo/Coupons': (request) =>
        jsonResponse(couponPage([request.query.get('page') === '2' ? USED : couponCode()], { total: 2, unused: 1 })),
    });
    await screen.findByRole('article', { name: 'NOVA-7KQM-3PXA' });
    const pager = screen.getByRole('navigation', { name: 'Pages of coupon codes' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'NOVA-USED-0001' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Promo/Coupons').map((call) => call.query.get('page'))).toContain('2');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    openCoupons('/dashboard/coupon/list-coupon', {
      'GET /api/Promo/Coupons': () =>
        fail ? errorResponse(403, 'FORBIDDEN') : jsonResponse(couponPage([couponCode()])),
    });
    const error = await screen.findByTestId('data-error');
    expect(error.textContent).toContain('Your coupons could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'NOVA-7KQM-3PXA' })).toBeTruthy();
  });
});

describe('buying coupons (/dashboard/coupon/buy-coupon)', () => {
  const couponSummary = (request: { body: unknown }) => {
    const [item] = (request.body as SummaryRequest).items;
    const unitPrice = item.productName.includes('ANDROID') ? 799 : 999;
    return jsonResponse(
      newSummary({
        startAt: null,
        endAt: null,
        items: [
          summaryLine({
            productName: item.productName,
            productType: 'COUPON',
            quantity: item.quantity,
            unitPrice,
            total: unitPrice * item.quantity,
            durationMonths: null,
          }),
        ],
      }),
    );
  };

  it('prices the chosen product and quantity, and pays for them', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
    const { api } = openCoupons('/dashboard/coupon/buy-coupon', {
      'POST /api/Payment/Summary': couponSummary,
      'POST /api/Payment/Pay': () => jsonResponse(payAnswer()),
    });
    expect(await screen.findByTestId('checkout-total')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('€9.99');
    const android = within(screen.getByTestId('coupon-product-android'));
    expect(android.getByText('€7.99')).toBeTruthy();
    fireEvent.click(android.getByRole('radio', { name: /Licence coupon \(Android\)/ }));
    fireEvent.change(screen.getByLabelText('Number of codes'), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('€199.75'));
    expect(screen.getByText('25 × €7.99')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payAnswer().payUrl));
    expect(api.callsTo('POST', '/api/Payment/Pay')[0].body).toEqual({
      items: [{ productName: 'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 25 }],
      provider: 'sandbox',
    });
  });

  it('takes 1 to 100 codes: another number asks for no price and cannot be paid', async () => {
    const { api } = openCoupons('/dashboard/coupon/buy-coupon', { 'POST /api/Payment/Summary': couponSummary });
    await screen.findByTestId('checkout-total');
    const quantity = screen.getByLabelText('Number of codes');
    fireEvent.change(quantity, { target: { value: '101' } });
    expect(await screen.findByText('Enter a number of codes from 1 to 100 to see the price.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(true);
    expect(
      api.callsTo('POST', '/api/Payment/Summary').map((call) => (call.body as SummaryRequest).items[0].quantity),
    ).not.toContain(101);
  });

  it('says when no coupons are sold in the country', async () => {
    openCoupons('/dashboard/coupon/buy-coupon', {
      'GET /api/Promo/Coupons': () => jsonResponse(couponPage([], { products: [] })),
    });
    expect(await screen.findByText('No coupons are sold in your country at the moment.')).toBeTruthy();
    expect(screen.queryByTestId('checkout-panel')).toBeNull();
  });
});
