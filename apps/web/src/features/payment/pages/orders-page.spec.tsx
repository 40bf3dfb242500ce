import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { newOrder, orderPage, PURCHASE_ID } from '../testing';

function openOrders(routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Payment/Orders': () => jsonResponse(orderPage([newOrder()])),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/orders') };
}

const orderCard = (date = 'Nov 25, 2026') => screen.findByRole('article', { name: `Order of ${date}` });
const openDetails = async (card: HTMLElement) => {
  fireEvent.click(within(card).getByRole('button', { name: 'Show details' }));
  return within(card);
};

const BOX_ORDER = newOrder({
  purchaseId: 'P-box000000000001',
  purchaseDate: '2026-11-20T08:00:00.000Z',
  items: [{ productName: 'VPNBOX-TWELVE-MONTHS-HW', productType: 'VPN-BOX-HW', quantity: 1, unitPrice: 10999, deviceId: null }],
  subtotal: 10999,
  discount: 1100,
  shipping: 990,
  amount: 10889,
  provider: 'stripe',
  canCancelSubscription: true,
  shipment: {
    status: 'shipped',
    boxSerial: 'NOVA-BOX-0042',
    carrier: 'DHL',
    trackingNumber: 'JD014600006281230704',
    address: { name: 'Ada', surname: 'Lovelace', company: null, street: 'Via Roma 1', zip: '00184', city: 'Roma', province: null, country: 'IT', phone: null },
  },
});

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:shop.test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('my orders (/dashboard/orders)', () => {
  it('lists each order with its date, products, amount and status; newest first as the server answers', async () => {
    openOrders({
      'GET /api/Payment/Orders': () =>
        jsonResponse(orderPage([newOrder(), newOrder({ purchaseId: 'P-pending00000001', status: 'pending', purchaseDate: '2026-11-24T10:00:00.000Z', invoiceNumber: null, invoiceUrl: null }), BOX_ORDER])),
    });
    const paid = await orderCard();
    expect(within(paid).getByText('VPN pass, 12 months')).toBeTruthy();
    expect(within(paid).getByTestId('order-amount').textContent).toBe('€39.99');
    expect(within(paid).getByTestId('order-status').textContent).toBe('Paid');
    expect(within(await orderCard('Nov 24, 2026')).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(await orderCard('Nov 20, 2026')).getByText('VPN Box with 12 months of VPN')).toBeTruthy();
    expect(screen.getAllByTestId('order').map((card) => card.querySelector('h2')?.textContent)).toEqual(['Order of Nov 25, 2026', 'Order of Nov 24, 2026', 'Order of Nov 20, 2026']);
  });

  it('opens the details of one order at a time: breakdown, payment and shipment', async () => {
    openOrders({ 'GET /api/Payment/Orders': () => jsonResponse(orderPage([newOrder(), BOX_ORDER])) });
    const box = await orderCard('Nov 20, 2026');
    const toggle = within(box).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = await openDetails(box);
    expect(within(box).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    const breakdown = details.getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByText('Subtotal').nextElementSibling?.textContent).toBe('€109.99');
    expect(within(breakdown).getByText('Discount').nextElementSibling?.textContent).toBe('-€11.00');
    expect(within(breakdown).getByText('Shipping').nextElementSibling?.textContent).toBe('€9.90');
    expect(within(breakdown).getByText('Total').nextElementSibling?.textContent).toBe('€108.89');
    expect(details.getByText('Card (Stripe)')).toBeTruthy();
    const shipment = details.getByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Shipped')).toBeTruthy();
    expect(within(shipment).getByText('DHL')).toBeTruthy();
    expect(within(shipment).getByText('JD014600006281230704')).toBeTruthy();
    expect(within(shipment).getByText('Via Roma 1')).toBeTruthy();
    expect(within(shipment).getByText('Italy')).toBeTruthy();

    // Opening another order closes this one.
    await openDetails(await orderCard());
    expect(within(box).queryByRole('table')).toBeNull();
  });

  it('downloads the invoice PDF with the bearer token and saves it under its name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { api } = openOrders({
      'GET /api/Payment/Invoice': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-2026-000042.pdf"' } }),
    });
    const details = await openDetails(await orderCard());
    expect(details.getByText('2026-000042')).toBeTruthy();
    fireEvent.click(details.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:shop.test/1', download: 'invoice-2026-000042.pdf' }]));
    const [call] = api.callsTo('GET', '/api/Payment/Invoice');
    expect(call.query.get('purchaseId')).toBe(PURCHASE_ID);
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await screen.findByText('invoice-2026-000042.pdf is downloaded.')).toBeTruthy();
  });

  it('offers no invoice before the order is paid, and says why one cannot be downloaded', async () => {
    openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([newOrder(), newOrder({ purchaseId: 'P-pending00000001', status: 'pending', purchaseDate: '2026-11-24T10:00:00.000Z', invoiceNumber: null, invoiceUrl: null })])),
      'GET /api/Payment/Invoice': () => errorResponse(404, 'INVOICE_NOT_FOUND'),
    });
    const pending = await openDetails(await orderCard('Nov 24, 2026'));
    expect(pending.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    const paid = await openDetails(await orderCard());
    fireEvent.click(paid.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('This order has no invoice yet: it is issued once the order is paid.')).toBeTruthy();
  });

  it('cancels a renewing subscription after the confirmation', async () => {
    const { api } = openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([BOX_ORDER])),
      'POST /api/Payment/CancelSubscription': () => jsonResponse({ ...BOX_ORDER, canCancelSubscription: false }),
    });
    const details = await openDetails(await orderCard('Nov 20, 2026'));
    fireEvent.click(details.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
    expect(within(dialog).getByText('It will not renew. What you bought keeps working until its end date.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription is cancelled. It runs until its end date.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Payment/CancelSubscription')[0].body).toEqual({ orderId: 'P-box000000000001' });
    await waitFor(() => expect(details.queryByRole('button', { name: 'Cancel subscription' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the subscription has nothing left to cancel (409) and reloads the list', async () => {
    const { api } = openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([BOX_ORDER])),
      'POST /api/Payment/CancelSubscription': () => errorResponse(409, 'SUBSCRIPTION_NOT_CANCELLABLE'),
    });
    const details = await openDetails(await orderCard('Nov 20, 2026'));
    const listCalls = api.callsTo('GET', '/api/Payment/Orders').length;
    fireEvent.click(details.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('This order has no renewing subscription left to cancel.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/Payment/Orders')).toHaveLength(listCalls + 1));
  });

  it('shows the empty state with the ways to buy', async () => {
    openOrders({ 'GET /api/Payment/Orders': () => jsonResponse(orderPage([])) });
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a VPN pass' }).getAttribute('href')).toBe('/dashboard/pass/passNew');
  });

  it('pages through the orders', async () => {
    localStorage.setItem('numberOfItemsToShow', '1');
    const { api } = openOrders({
      'GET /api/Payment/Orders': (request) =>
        jsonResponse(orderPage([request.query.get('page') === '2' ? BOX_ORDER : newOrder()], 2)),
    });
    await orderCard();
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await orderCard('Nov 20, 2026')).toBeTruthy();
    expect(api.callsTo('GET', '/api/Payment/Orders').map((call) => [call.query.get('page'), call.query.get('pageSize')])).toContainEqual(['2', '1']);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    openOrders({ 'GET /api/Payment/Orders': () => (fail ? errorResponse(400, 'VALIDATION_FAILED') : jsonResponse(orderPage([newOrder()]))) });
    const error = await screen.findByTestId('data-error');
    expect(error.textContent).toContain('Your orders could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await orderCard()).toBeTruthy();
  });
});
