import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import type { OrderStatus } from '../api';
import { wasPaid } from '../products';
import { newOrder, orderItem, orderPage, PURCHASE_ID } from '../testing';

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
  items: [
    orderItem({
      id: '6f1d2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
      productName: 'VPNBOX-TWELVE-MONTHS-HW',
      productType: 'VPN-BOX-HW',
      unitPrice: 10999,
    }),
  ],
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
    trackingUrl:
      'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281230704',
    shippedAt: '2026-11-20T09:00:00.000Z',
    deliveredAt: null,
    address: {
      name: 'Ada',
      surname: 'Lovelace',
      company: null,
      street: 'Via Roma 1',
      zip: '00184',
      city: 'Roma',
      province: null,
      country: 'IT',
      phone: null,
    },
  },
});

const PARTLY_ID = 'P-partly000000001';
const PASS_ID = '3f1c2a9e-8b7d-4c6e-9a10-2b3c4d5e6f70';
const creditNoteUrl = (number: string) => `/api/Payment/CreditNote?purchaseId=${PARTLY_ID}&number=${number}`;

/** A pass and a licence; the licence could not be delivered (refunded whole), then €4.00 paid back, then disputed. */
const PARTLY_REFUNDED = newOrder({
  purchaseId: PARTLY_ID,
  purchaseDate: '2026-11-22T12:00:00.000Z',
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
  refunded: 1399,
  invoiceNumber: '2026-000040',
  invoiceUrl: `/api/Payment/Invoice?purchaseId=${PARTLY_ID}`,
  creditNotes: [
    {
      number: 'CN-2026-000007',
      amount: 999,
      issuedAt: '2026-11-22T12:05:00.000Z',
      url: creditNoteUrl('CN-2026-000007'),
    },
    {
      number: 'CN-2026-000008',
      amount: 400,
      issuedAt: '2026-11-28T12:00:00.000Z',
      url: creditNoteUrl('CN-2026-000008'),
    },
  ],
  disputes: [{ status: 'open', amount: 3599, openedAt: '2026-12-02T12:00:00.000Z', closedAt: null }],
  history: [
    { kind: 'paid', at: '2026-11-22T12:01:00.000Z', amount: null, creditNoteNumber: null },
    { kind: 'not-deliverable', at: '2026-11-22T12:05:00.000Z', amount: 999, creditNoteNumber: 'CN-2026-000007' },
    { kind: 'discount-over-used', at: '2026-11-22T12:05:00.000Z', amount: null, creditNoteNumber: null },
    { kind: 'partially-refunded', at: '2026-11-28T12:00:00.000Z', amount: 400, creditNoteNumber: 'CN-2026-000008' },
    { kind: 'dispute-opened', at: '2026-12-02T12:00:00.000Z', amount: 3599, creditNoteNumber: null },
  ],
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
        jsonResponse(
          orderPage([
            newOrder(),
            newOrder({
              purchaseId: 'P-pending00000001',
              status: 'pending',
              purchaseDate: '2026-11-24T10:00:00.000Z',
              invoiceNumber: null,
              invoiceUrl: null,
              items: [orderItem({ renews: { kind: 'pass', id: PASS_ID, name: 'K7QX-2M9A-PL4T' } })],
            }),
            BOX_ORDER,
          ]),
        ),
    });
    const paid = await orderCard();
    expect(within(paid).getByText('VPN pass, 12 months')).toBeTruthy();
    expect(within(paid).getByTestId('order-amount').textContent).toBe('€39.99');
    expect(within(paid).getByTestId('order-status').textContent).toBe('Paid');
    const renewal = await orderCard('Nov 24, 2026');
    expect(within(renewal).getByTestId('order-status').textContent).toBe('Pending');
    // A renewal says what it extends.
    expect(within(renewal).getByText('Renewal of pass K7QX-2M9A-PL4T')).toBeTruthy();
    expect(within(await orderCard('Nov 20, 2026')).getByText('VPN Box with 12 months of VPN')).toBeTruthy();
    expect(screen.getAllByTestId('order').map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Order of Nov 25, 2026',
      'Order of Nov 24, 2026',
      'Order of Nov 20, 2026',
    ]);
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
    const tracking = within(shipment).getByRole('link', { name: /JD014600006281230704/ });
    expect(tracking.getAttribute('href')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281230704',
    );
    expect(tracking.getAttribute('target')).toBe('_blank');
    expect(within(shipment).getByText('Shipped on').nextElementSibling?.textContent).toBe('Nov 20, 2026');
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
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="invoice-2026-000042.pdf"',
          },
        }),
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
      'GET /api/Payment/Orders': () =>
        jsonResponse(
          orderPage([
            newOrder(),
            newOrder({
              purchaseId: 'P-pending00000001',
              status: 'pending',
              purchaseDate: '2026-11-24T10:00:00.000Z',
              invoiceNumber: null,
              invoiceUrl: null,
            }),
          ]),
        ),
      'GET /api/Payment/Invoice': () => errorResponse(404, 'INVOICE_NOT_FOUND'),
    });
    const pending = await openDetails(await orderCard('Nov 24, 2026'));
    expect(pending.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    const paid = await openDetails(await orderCard());
    fireEvent.click(paid.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('This order has no invoice yet: it is issued once the order is paid.')).toBeTruthy();
  });

  it('a partly refunded order: its badge, what came back of the amount, and the item refunded whole', async () => {
    openOrders({ 'GET /api/Payment/Orders': () => jsonResponse(orderPage([PARTLY_REFUNDED])) });
    const card = await orderCard('Nov 22, 2026');
    expect(within(card).getByTestId('order-status').textContent).toBe('Partly refunded');
    expect(within(card).getByTestId('order-amount').textContent).toBe('€49.98');
    expect(within(card).getByTestId('order-refunded').textContent).toBe('€13.99 refunded of €49.98');
    const products = within(card).getByRole('list', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VPN pass, 12 months', 'Lifetime player licence (Android) Refunded']);

    const details = await openDetails(card);
    const licence = within(details.getByRole('table', { name: 'Price breakdown' }))
      .getByText('Lifetime player licence (Android)')
      .closest('th');
    expect(licence?.textContent).toBe('Lifetime player licence (Android)for device tv-1Refunded');
  });

  it('downloads a credit note next to the invoice, the same way: with the bearer token, under its name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { api } = openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([PARTLY_REFUNDED])),
      'GET /api/Payment/CreditNote': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="credit-note-CN-2026-000008.pdf"',
          },
        }),
    });
    const details = await openDetails(await orderCard('Nov 22, 2026'));
    const invoice = details.getByRole('button', { name: 'Download invoice' });
    const buttons = within(invoice.parentElement as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      'Download invoice',
      'Download credit note CN-2026-000007',
      'Download credit note CN-2026-000008',
    ]);
    // The number is a box of its own in the one run of text of the button: the label breaks before
    // it on a phone, never at its hyphen ("CN-" / "2026-000008").
    const label = details.getByRole('button', { name: 'Download credit note CN-2026-000008' }).firstElementChild;
    expect(label?.tagName).toBe('SPAN');
    expect(label?.querySelector('.pay-id')?.textContent).toBe('CN-2026-000008');

    fireEvent.click(details.getByRole('button', { name: 'Download credit note CN-2026-000008' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:shop.test/1', download: 'credit-note-CN-2026-000008.pdf' }]),
    );
    const [call] = api.callsTo('GET', '/api/Payment/CreditNote');
    expect(call.query.get('purchaseId')).toBe(PARTLY_ID);
    expect(call.query.get('number')).toBe('CN-2026-000008');
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await screen.findByText('credit-note-CN-2026-000008.pdf is downloaded.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/Payment/Invoice')).toHaveLength(0);
  });

  it('says why a credit note cannot be downloaded', async () => {
    openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([PARTLY_REFUNDED])),
      'GET /api/Payment/CreditNote': () => errorResponse(404, 'CREDIT_NOTE_NOT_FOUND'),
    });
    const details = await openDetails(await orderCard('Nov 22, 2026'));
    fireEvent.click(details.getByRole('button', { name: 'Download credit note CN-2026-000007' }));
    expect(await screen.findByText('This order has no credit note with this number.')).toBeTruthy();
  });

  it('shows what happened to the order, oldest first, without the steps for the staff; and its disputes', async () => {
    openOrders({ 'GET /api/Payment/Orders': () => jsonResponse(orderPage([PARTLY_REFUNDED])) });
    const details = await openDetails(await orderCard('Nov 22, 2026'));
    const history = details.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Nov 22, 2026 Payment received',
      'Nov 22, 2026 The licence could not be delivered, because the device already had one: refunded automatically €9.99 Credit note CN-2026-000007',
      'Nov 28, 2026 Partly refunded €4.00 Credit note CN-2026-000008',
      'Dec 2, 2026 Disputed through your bank €35.99',
    ]);
    expect(within(history).getAllByRole('listitem')[0].querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-22T12:01:00.000Z',
    );
    // discount-over-used is the staff's business.
    expect(history.textContent).not.toMatch(/discount/i);

    const disputes = details.getByTestId('order-disputes');
    expect(within(disputes).getByText('Disputed through your bank').tagName).toBe('DT');
    expect(within(disputes).getByText('€35.99 on Dec 2, 2026: open')).toBeTruthy();
  });

  it('an order without history or disputes shows neither', async () => {
    openOrders();
    const details = await openDetails(await orderCard());
    expect(details.queryByRole('region', { name: 'History' })).toBeNull();
    expect(details.queryByTestId('order-disputes')).toBeNull();
    expect(details.queryByRole('button', { name: /credit note/ })).toBeNull();
  });

  it('a processing order reads "Payment being processed", with what that means; a box refunded before it was sent reads "Not sent (refunded)"', async () => {
    openOrders({
      'GET /api/Payment/Orders': () =>
        jsonResponse(
          orderPage([
            newOrder({ status: 'processing', invoiceNumber: null, invoiceUrl: null, paidAt: null }),
            {
              ...BOX_ORDER,
              status: 'refunded',
              refunded: BOX_ORDER.amount,
              canCancelSubscription: false,
              shipment: {
                ...BOX_ORDER.shipment!,
                status: 'cancelled',
                carrier: null,
                trackingNumber: null,
                boxSerial: null,
              },
            },
          ]),
        ),
    });
    const processing = await orderCard();
    expect(within(processing).getByTestId('order-status').textContent).toBe('Payment being processed');
    expect(
      within(processing).getByText(
        'The money is on its way: bank transfers and direct debits take a few working days. We e-mail you as soon as it has arrived.',
      ),
    ).toBeTruthy();
    expect(within(processing).queryByTestId('order-refunded')).toBeNull();

    const box = await orderCard('Nov 20, 2026');
    expect(within(box).getByTestId('order-status').textContent).toBe('Refunded');
    expect(within(box).getByTestId('order-refunded').textContent).toBe('€108.89 refunded of €108.89');
    const details = await openDetails(box);
    expect(within(details.getByRole('region', { name: 'Shipment' })).getByText('Not sent (refunded)')).toBeTruthy();
  });

  it('says "Paid with" once the money arrived, and only "Payment method" before or when it never did', async () => {
    const statuses: OrderStatus[] = [
      'pending',
      'processing',
      'failed',
      'cancelled',
      'paid',
      'partially_refunded',
      'refunded',
    ];
    // One order a day from Nov 21, each with its own status; only the paid ones have an invoice.
    const orders = statuses.map((status, index) =>
      newOrder({
        purchaseId: `P-status0000000${index}`,
        status,
        purchaseDate: `2026-11-${21 + index}T10:00:00.000Z`,
        ...(wasPaid(status) ? {} : { invoiceNumber: null, invoiceUrl: null, paidAt: null }),
      }),
    );
    openOrders({ 'GET /api/Payment/Orders': () => jsonResponse(orderPage(orders)) });
    const labels: string[] = [];
    for (const index of statuses.keys()) {
      const details = await openDetails(await orderCard(`Nov ${21 + index}, 2026`));
      labels.push(
        `${statuses[index]}: ${details.getByText('Test payment (sandbox)').previousElementSibling?.textContent}`,
      );
    }
    expect(labels).toEqual([
      'pending: Payment method',
      'processing: Payment method',
      'failed: Payment method',
      'cancelled: Payment method',
      'paid: Paid with',
      'partially_refunded: Paid with',
      'refunded: Paid with',
    ]);
  });

  it('lays the facts out by the room their values need: the order number on one line of its own box', async () => {
    openOrders();
    const details = await openDetails(await orderCard());
    const number = details.getByText(PURCHASE_ID);
    expect(number.className).toBe('pay-mono');
    expect(number.closest('dl')?.className).toBe('data-fields pay-facts');
  });

  it('cancels a renewing subscription after the confirmation', async () => {
    const { api } = openOrders({
      'GET /api/Payment/Orders': () => jsonResponse(orderPage([BOX_ORDER])),
      'POST /api/Payment/CancelSubscription': () => jsonResponse({ ...BOX_ORDER, canCancelSubscription: false }),
    });
    const details = await openDetails(await orderCard('Nov 20, 2026'));
    fireEvent.click(details.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
    expect(
      within(dialog).getByText('It will not renew. What you bought keeps working until its end date.'),
    ).toBeTruthy();
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
    expect(
      api.callsTo('GET', '/api/Payment/Orders').map((call) => [call.query.get('page'), call.query.get('pageSize')]),
    ).toContainEqual(['2', '1']);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    openOrders({
      'GET /api/Payment/Orders': () =>
        fail ? errorResponse(400, 'VALIDATION_FAILED') : jsonResponse(orderPage([newOrder()])),
    });
    const error = await screen.findByTestId('data-error');
    expect(error.textContent).toContain('Your orders could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await orderCard()).toBeTruthy();
  });
});
