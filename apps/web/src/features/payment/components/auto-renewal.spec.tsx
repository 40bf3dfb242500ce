import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { FRANKFURT, MILAN, newPass, passPage } from '../../vpn/testing';
import { browserLocation } from '../browser';
import { FULL_PRICING, newSummary, payAnswer } from '../testing';
import type { SummaryRequest } from '../api';
import type { Renewal } from './renewal-status';

// Automatic renewal on the web: the checkout's "Renew automatically", and a renewing pass's card.

function openCheckout(
  routes: Record<string, ApiHandler> = {},
  path = '/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS',
) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Pricing': () => jsonResponse(FULL_PRICING),
    'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox', 'stripe'], renewing: ['sandbox'] }),
    'POST /api/Payment/Summary': (request) =>
      jsonResponse(
        newSummary(
          (request.body as SummaryRequest).autoRenew
            ? {
                recurring: {
                  productName: 'VPN-TWELVE-MONTHS',
                  amount: 3999,
                  durationMonths: 12,
                  renewsOn: '2027-11-25T10:00:00.000Z',
                },
              }
            : {},
        ),
      ),
    'POST /api/Payment/Pay': () => jsonResponse(payAnswer()),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

const renewal = (change: Partial<Renewal> = {}): Renewal => ({
  subscriptionId: '0d6f3c55-2f4b-4bb0-9a7e-6c1d2e3f4a5b',
  provider: 'sandbox',
  purchaseId: 'P-started-by-this-order',
  state: 'active',
  renewsOn: '2027-01-10T09:00:00.000Z',
  amount: 999,
  currency: 'EUR',
  graceUntil: null,
  ...change,
});

function openPasses(routes: Record<string, ApiHandler>) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/VpnPeer/Locations': () => jsonResponse([MILAN, FRANKFURT]),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/pass/passList') };
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Renew automatically" at checkout', () => {
  it('asks for the terms, says what each renewal bills and when, and pays with autoRenew', async () => {
    const { api } = openCheckout();
    const choice = (await screen.findByTestId('auto-renew')) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    expect(screen.getByTestId('auto-renew-terms').textContent).toContain('until you cancel');

    fireEvent.click(choice);
    await waitFor(() =>
      expect(screen.getByTestId('auto-renew-terms').textContent).toBe(
        'Then €39.99 every 12 months, first on Nov 25, 2027, until you cancel. You can cancel any time from your account.',
      ),
    );
    const summaries = api.callsTo('POST', '/api/Payment/Summary').map((call) => call.body as SummaryRequest);
    expect(summaries.at(-1)).toEqual({ items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }], autoRenew: true });

    const pay = screen.getByTestId('pay-button') as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(api.callsTo('POST', '/api/Payment/Pay')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Payment/Pay')[0].body).toMatchObject({ provider: 'sandbox', autoRenew: true });
  });

  it('comes ticked from a card\'s "Renew automatically" link', async () => {
    const passId = '6f1c2a52-55c8-4b39-9a51-0f1f5e0c7d11';
    const { api } = openCheckout(
      {},
      `/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS&renewPass=${passId}&autoRenew=true`,
    );
    const choice = (await screen.findByTestId('auto-renew')) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    await waitFor(() =>
      expect((api.callsTo('POST', '/api/Payment/Summary').at(-1)?.body as SummaryRequest).autoRenew).toBe(true),
    );
  });

  it('is not offered with a way to pay that does not renew by itself', async () => {
    openCheckout();
    await screen.findByTestId('auto-renew');
    fireEvent.click(screen.getByRole('radio', { name: 'Card (Stripe)' }));
    await waitFor(() => expect(screen.queryByTestId('auto-renew')).toBeNull());
  });
});

describe("a renewing pass's card", () => {
  it('says when it renews and for how much; cancelling asks first, then the card says when it ends and offers to resume', async () => {
    let current = renewal();
    const { api } = openPasses({
      'GET /api/VpnPeer/GetPass': () => jsonResponse(passPage([newPass({ renewal: current })])),
      'POST /api/Payment/CancelSubscription': () => {
        current = renewal({ state: 'cancelled' });
        return jsonResponse({});
      },
      'POST /api/Payment/ResumeSubscription': () => {
        current = renewal();
        return jsonResponse({});
      },
    });
    const status = await screen.findByTestId('renewal-status');
    expect(status.textContent).toContain('Renews automatically on Jan 10, 2027 for €9.99.');

    fireEvent.click(within(status).getByTestId('renewal-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel automatic renewal?' });
    expect(dialog.textContent).toContain('It keeps working until Jan 10, 2027');
    expect(api.callsTo('POST', '/api/Payment/CancelSubscription')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    await waitFor(() =>
      expect(screen.getByTestId('renewal-status').textContent).toContain(
        'Automatic renewal cancelled: ends on Jan 10, 2027.',
      ),
    );
    expect(api.callsTo('POST', '/api/Payment/CancelSubscription')[0].body).toEqual({
      orderId: 'P-started-by-this-order',
    });

    fireEvent.click(screen.getByTestId('renewal-resume'));
    await waitFor(() =>
      expect(screen.getByTestId('renewal-status').textContent).toContain('Renews automatically on Jan 10, 2027'),
    );
    expect(api.callsTo('POST', '/api/Payment/ResumeSubscription')).toHaveLength(1);
  });

  it('warns when the last renewal could not be paid, and bills a sandbox renewal on demand', async () => {
    const { api } = openPasses({
      'GET /api/VpnPeer/GetPass': () =>
        jsonResponse(
          passPage([newPass({ renewal: renewal({ state: 'past-due', graceUntil: '2027-01-17T09:00:00.000Z' }) })]),
        ),
      'POST /api/Payment/Sandbox/Renew': () => jsonResponse({ event: 'invoice.paid', outcome: 'renewed' }),
    });
    const status = await screen.findByTestId('renewal-status');
    expect(status.textContent).toContain('It keeps working until Jan 17, 2027');
    fireEvent.click(within(status).getByTestId('renewal-bill-now'));
    await waitFor(() => expect(api.callsTo('POST', '/api/Payment/Sandbox/Renew')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Payment/Sandbox/Renew')[0].body).toEqual({
      subscription: renewal().subscriptionId,
      outcome: 'paid',
    });
  });

  it('shows no renewal on a pass that does not renew by itself, and a link to renew it automatically', async () => {
    openPasses({ 'GET /api/VpnPeer/GetPass': () => jsonResponse(passPage([newPass()])) });
    await screen.findByRole('article', { name: 'VPN pass – 12 months' });
    expect(screen.queryByTestId('renewal-status')).toBeNull();
    const link = screen.getByTestId('auto-renew-link');
    expect(link.textContent).toBe('Renew automatically');
    const href = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/dashboard/pass/passNew');
    expect(href.searchParams.get('renewPass')).toBe(newPass().id);
    expect(href.searchParams.get('autoRenew')).toBe('true');
  });
});
