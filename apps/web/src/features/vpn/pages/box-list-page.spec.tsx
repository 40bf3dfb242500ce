import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { boxPage, newBox } from '../testing';

function openBoxes(routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/VpnBox': () => jsonResponse(boxPage([newBox()])),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/box/boxList') };
}

const boxCard = (serial = 'NOVA-BOX-0001') => screen.findByRole('article', { name: `VPN Box ${serial}` });

afterEach(() => vi.unstubAllGlobals());

describe('box list (/dashboard/box/boxList)', () => {
  it('shows each box with its subscription, and the history on demand', async () => {
    openBoxes();
    const card = await boxCard();
    expect(within(card).getByText('Jan 20, 2026')).toBeTruthy();
    expect(within(card).getByText('Feb 1, 2026')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('12 months')).toBeTruthy();
    expect(within(card).getByText('Feb 1, 2027')).toBeTruthy();
    expect(within(card).queryByTestId('vpn-box-renewed-until')).toBeNull();
    expect(within(card).getByTestId('vpn-box-renew').getAttribute('href')).toBe(
      `/dashboard/pass/passNew?renewBox=${newBox().id}`,
    );
    expect(within(card).queryByRole('table')).toBeNull();

    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const history = within(card).getByRole('table', { name: 'Subscription history' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('1 month')).toBeTruthy();
    expect(within(history).getByText('Ended')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a bought box on its way with the carrier and the tracking link, and none for a box paired by hand', async () => {
    openBoxes({
      'GET /api/VpnBox': () =>
        jsonResponse(
          boxPage([
            newBox({
              shipment: {
                status: 'shipped',
                carrier: 'UPS',
                trackingNumber: '1Z999AA10123456784',
                trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
                shippedAt: '2026-11-20T09:00:00.000Z',
                deliveredAt: null,
              },
            }),
            newBox({ id: '9d2e3f40-5b6c-4d7e-8f90-1a2b3c4d5e6f', serial: 'NOVA-BOX-0002' }),
          ]),
        ),
    });
    const shipment = within(await boxCard()).getByTestId('vpn-box-shipment');
    expect(shipment.textContent).toContain('Delivery');
    expect(shipment.textContent).toContain('Shipped');
    expect(shipment.textContent).toContain('with UPS');
    expect(shipment.textContent).toContain('shipped on Nov 20, 2026');
    expect(
      within(shipment)
        .getByRole('link', { name: /1Z999AA10123456784/ })
        .getAttribute('href'),
    ).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(within(await boxCard('NOVA-BOX-0002')).queryByTestId('vpn-box-shipment')).toBeNull();
  });

  it('shows the empty state with a link to pair a box', async () => {
    openBoxes({ 'GET /api/VpnBox': () => jsonResponse(boxPage([])) });
    expect(await screen.findByText('No VPN box is paired with your account.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Pair a box' })[0].getAttribute('href')).toBe('/dashboard/box/boxNew');
  });

  it('unpairs after the confirmation', async () => {
    let boxes = [newBox(), newBox({ serial: 'NOVA-BOX-0002' })];
    const { api } = openBoxes({
      'GET /api/VpnBox': () => jsonResponse(boxPage(boxes)),
      'POST /api/VpnBox/UnPair': () => {
        boxes = boxes.slice(1);
        return jsonResponse({ ok: true });
      },
    });
    const card = await boxCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Unpair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpair box NOVA-BOX-0001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpair' }));
    expect(await screen.findByText('Box NOVA-BOX-0001 is unpaired.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'VPN Box NOVA-BOX-0001' })).toBeNull());
    expect(api.callsTo('POST', '/api/VpnBox/UnPair')[0].body).toEqual({ serial: 'NOVA-BOX-0001' });
    expect(await boxCard('NOVA-BOX-0002')).toBeTruthy();
  });

  it('says when the box is no longer mine (404 BOX_NOT_FOUND) and reloads the list', async () => {
    const { api } = openBoxes({ 'POST /api/VpnBox/UnPair': () => errorResponse(404, 'BOX_NOT_FOUND') });
    const card = await boxCard();
    const listCalls = api.callsTo('GET', '/api/VpnBox').length;
    fireEvent.click(within(card).getByRole('button', { name: 'Unpair' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpair' }));
    expect(await screen.findByText('This VPN box is not paired with your account.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/VpnBox')).toHaveLength(listCalls + 1));
  });
});
