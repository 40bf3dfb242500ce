import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import type { Overview } from '../api';

const PASS_ID = '3f1c2a9e-8b7d-4c6e-9a10-2b3c4d5e6f70';
const TICKET_ID = '9b2f4c1d-7e8a-4b3c-9d0e-1f2a3b4c5d6e';
const BOX_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

/** A new account's answer: nothing held, no step done. */
function emptyOverview(change: Partial<Overview> = {}): Overview {
  return {
    devices: { total: 0, licensed: 0, trial: 0, unlicensed: 0 },
    subscriptions: [],
    ordersInFlight: [],
    ticketsWaiting: { count: 0, items: [] },
    recentOrders: [],
    coupons: null,
    firstSteps: { pairedDevice: false, licence: false, pass: false },
    ...change,
  };
}

/** An account holding a bit of everything. */
function fullOverview(change: Partial<Overview> = {}): Overview {
  return emptyOverview({
    devices: { total: 4, licensed: 2, trial: 1, unlicensed: 1 },
    subscriptions: [
      {
        kind: 'pass',
        id: PASS_ID,
        code: 'K7QX-2M9A',
        endsAt: '2026-11-30T10:00:00.000Z',
        daysLeft: 3,
        renewsAutomatically: false,
        renewal: null,
      },
      {
        kind: 'box',
        id: BOX_ID,
        code: 'BOX-0042',
        endsAt: '2027-01-10T10:00:00.000Z',
        daysLeft: 44,
        renewsAutomatically: false,
        renewal: null,
      },
    ],
    ordersInFlight: [
      {
        purchaseId: 'P-processing',
        purchaseDate: '2026-11-26T09:00:00.000Z',
        status: 'processing',
        amount: 2999,
        currency: 'EUR',
        stage: 'payment-processing',
        shipment: null,
      },
      {
        purchaseId: 'P-box',
        purchaseDate: '2026-11-25T09:00:00.000Z',
        status: 'paid',
        amount: 8990,
        currency: 'EUR',
        stage: 'awaiting-shipment',
        shipment: null,
      },
      {
        purchaseId: 'P-sent',
        purchaseDate: '2026-11-20T09:00:00.000Z',
        status: 'paid',
        amount: 8990,
        currency: 'EUR',
        stage: 'shipped',
        shipment: {
          status: 'shipped',
          carrier: 'Kurier Müller',
          trackingNumber: 'KM-2026-0042',
          trackingUrl: null,
          shippedAt: '2026-11-24T09:00:00.000Z',
          deliveredAt: null,
        },
      },
    ],
    ticketsWaiting: {
      count: 1,
      items: [
        {
          id: TICKET_ID,
          number: 1042,
          subject: 'Which router should I use?',
          lastActivityAt: '2026-11-26T12:00:00.000Z',
        },
      ],
    },
    recentOrders: [
      {
        purchaseId: 'P-processing',
        purchaseDate: '2026-11-26T09:00:00.000Z',
        status: 'processing',
        amount: 2999,
        currency: 'EUR',
      },
      { purchaseId: 'P-box', purchaseDate: '2026-11-25T09:00:00.000Z', status: 'paid', amount: 8990, currency: 'EUR' },
      {
        purchaseId: 'P-old',
        purchaseDate: '2026-10-01T09:00:00.000Z',
        status: 'refunded',
        amount: 1299,
        currency: 'EUR',
      },
    ],
    firstSteps: { pairedDevice: true, licence: true, pass: true },
    ...change,
  });
}

/** A signed-in customer on /dashboard whose start-up refresh gets no answer. */
function openHome(overview: ApiHandler, user: { isReseller?: boolean } = {}) {
  signedIn(user);
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/User/Overview': overview,
  });
  return { api, ...renderApp('/dashboard') };
}

const card = (testId: string) => screen.findByTestId(testId);

describe('/dashboard', () => {
  it('shows each card from one overview answer, the soonest-ending pass first, each card linking to its page', async () => {
    const { api } = openHome(() => jsonResponse(fullOverview()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    const subscriptions = await card('card-subscriptions');
    expect(within(subscriptions).getByRole('heading', { level: 2, name: 'VPN passes and boxes' })).toBeTruthy();
    const items = within(subscriptions).getAllByTestId('subscription');
    expect(items[0].textContent).toContain('VPN pass');
    expect(items[0].textContent).toContain('K7QX-2M9A');
    expect(items[0].textContent).toContain('3 days left');
    expect(items[0].textContent).toContain('Ends on Nov 30, 2026');
    expect(items[0].textContent).toContain('Does not renew by itself');
    expect(items[1].textContent).toContain('VPN box');
    expect(items[1].textContent).toContain('44 days left');
    // Renew opens the checkout of a renewal of this very pass or box.
    const renew = within(items[0]).getByRole('link', { name: 'Renew K7QX-2M9A' });
    expect(renew.getAttribute('href')).toBe(`/dashboard/pass/passNew?renewPass=${PASS_ID}`);
    const renewBox = within(items[1]).getByRole('link', { name: /^Renew / });
    expect(renewBox.getAttribute('href')).toBe(`/dashboard/pass/passNew?renewBox=${BOX_ID}`);
    expect(within(subscriptions).getByRole('link', { name: 'All VPN passes' }).getAttribute('href')).toBe(
      '/dashboard/pass/passList',
    );
    expect(within(subscriptions).getByRole('link', { name: 'All VPN boxes' }).getAttribute('href')).toBe(
      '/dashboard/box/boxList',
    );

    const devices = await card('card-devices');
    const figures = Object.fromEntries(
      within(devices)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ Paired: '4', Licensed: '2', 'On trial': '1', 'Without a licence': '1' });
    expect(within(devices).getByRole('link', { name: 'Manage devices' }).getAttribute('href')).toBe(
      '/dashboard/player/devices',
    );

    const inFlight = await card('card-in-flight');
    const flying = within(inFlight).getAllByTestId('order');
    expect(flying[0].textContent).toContain('Payment being processed');
    expect(flying[0].textContent).toContain('€29.99');
    expect(flying[1].textContent).toContain('Paid, box not shipped yet');
    expect(within(flying[1]).queryByTestId('shipment-tracking')).toBeNull();
    expect(flying[2].textContent).toContain('Box shipped');
    expect(within(flying[2]).getByTestId('shipment-tracking').textContent).toBe(
      'with Kurier MüllerTracking number: KM-2026-0042shipped on Nov 24, 2026',
    );
    // A carrier the shop has no tracking page of: the number without a link.
    expect(within(flying[2]).queryByRole('link')).toBeNull();

    const tickets = await card('card-tickets');
    expect(within(tickets).getByTestId('waiting-ticket').textContent).toBe('#1042 Which router should I use?');
    expect(within(tickets).getByRole('link', { name: '#1042 Which router should I use?' }).getAttribute('href')).toBe(
      `/dashboard/ticket?ticketId=${TICKET_ID}`,
    );
    expect(within(tickets).getByRole('link', { name: 'Open my tickets' }).getAttribute('href')).toBe(
      '/dashboard/ticket?status=pending',
    );

    const orders = await card('card-orders');
    const lines = within(orders).getAllByTestId('order');
    expect(lines).toHaveLength(3);
    expect(lines[2].textContent).toContain('Refunded');
    expect(lines[2].textContent).toContain('€12.99');
    expect(within(orders).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/dashboard/orders');

    // Not a reseller, every step done.
    expect(screen.queryByTestId('card-coupons')).toBeNull();
    expect(screen.queryByTestId('first-steps')).toBeNull();
    expect(api.callsTo('GET', '/api/User/Overview')).toHaveLength(1);
  });

  it("shows a reseller's unused coupon codes", async () => {
    openHome(
      () => jsonResponse(fullOverview({ coupons: { count: 7, items: [{ code: 'CPN-1', productName: 'X' }] } })),
      { isReseller: true },
    );
    const coupons = await card('card-coupons');
    expect(within(coupons).getByRole('heading', { level: 2, name: 'Unused coupon codes' })).toBeTruthy();
    expect(within(coupons).getByRole('definition').textContent).toBe('7');
    expect(within(coupons).getByTestId('coupon').textContent).toBe('CPN-1');
    expect(within(coupons).getByRole('link', { name: 'All coupon codes' }).getAttribute('href')).toBe(
      '/dashboard/coupon/list-coupon',
    );
  });

  it('walks a new account through its first steps, and says what each empty card holds', async () => {
    openHome(() => jsonResponse(emptyOverview()));
    const steps = await card('first-steps');
    expect(within(steps).getByRole('heading', { level: 2, name: 'First steps' })).toBeTruthy();
    const list = within(steps).getAllByTestId('first-step');
    expect(list.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pair a device'),
      expect.stringContaining('Buy a licence'),
      expect.stringContaining('Buy a VPN pass'),
    ]);
    expect(within(steps).getByRole('link', { name: 'Pair a device' }).getAttribute('href')).toBe(
      '/dashboard/player/devices',
    );
    expect(within(steps).getByRole('link', { name: 'Buy a licence' }).getAttribute('href')).toBe(
      '/player/active-licence',
    );
    expect(within(steps).getByRole('link', { name: 'Buy a VPN pass' }).getAttribute('href')).toBe(
      '/dashboard/pass/passNew',
    );
    expect(list.every((step) => step.textContent?.includes('To do'))).toBe(true);

    expect((await card('card-devices')).textContent).toContain('No device is paired yet.');
    expect((await card('card-subscriptions')).textContent).toContain(
      'You have no VPN pass or box subscription running.',
    );
    expect((await card('card-in-flight')).textContent).toContain('Nothing on its way.');
    expect((await card('card-tickets')).textContent).toContain('No ticket waits for your answer.');
    expect((await card('card-orders')).textContent).toContain('You have not ordered anything yet.');
  });

  it('marks the steps done and keeps the panel until all three are', async () => {
    openHome(() =>
      jsonResponse(
        emptyOverview({
          devices: { total: 1, licensed: 0, trial: 1, unlicensed: 0 },
          firstSteps: { pairedDevice: true, licence: false, pass: false },
        }),
      ),
    );
    const list = within(await card('first-steps')).getAllByTestId('first-step');
    expect(list[0].textContent).toContain('Done');
    expect(within(list[0]).queryByRole('link')).toBeNull();
    expect(list[1].textContent).toContain('To do');
  });

  it('says when the overview could not be loaded, and tries again', async () => {
    let calls = 0;
    openHome(() => (++calls <= 2 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse(fullOverview())));
    const alert = await screen.findByTestId('data-error');
    expect(alert.textContent).toContain('Your account overview could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('card-subscriptions')).toBeTruthy();
  });
});
