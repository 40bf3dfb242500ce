import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { FRANKFURT, MILAN, newPass, passPage } from '../testing';

/** A signed-in user on the pass list; the start-up refresh gets no answer, so it changes nothing. */
function openPasses(routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/VpnPeer/GetPass': () => jsonResponse(passPage([newPass()])),
    'GET /api/VpnPeer/Locations': () => jsonResponse([MILAN, FRANKFURT]),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/pass/passList') };
}

const passCard = async () => screen.findByRole('article', { name: 'VPN pass – 12 months' });
const location = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('list', { name: 'Locations of this pass' }))
    .getByText(name)
    .closest('li') as HTMLElement;

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:shop.test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pass list (/dashboard/pass/passList)', () => {
  it('asks for the first page with numberOfItemsToShow rows and shows each pass', async () => {
    localStorage.setItem('numberOfItemsToShow', '25');
    const { api } = openPasses({
      'GET /api/VpnPeer/GetPass': () =>
        jsonResponse(passPage([newPass({ description: 'Living room TV', deviceId: 'tv-1' })])),
    });
    const card = await passCard();
    expect(Object.fromEntries(api.callsTo('GET', '/api/VpnPeer/GetPass')[0].query)).toEqual({
      page: '1',
      pageSize: '25',
    });
    expect(within(card).getByText('K7MX-3QPA-9RTD')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('12 months')).toBeTruthy();
    expect(within(card).getByText('Jan 10, 2026')).toBeTruthy();
    expect(within(card).getByText('Jan 10, 2027')).toBeTruthy();
    expect(within(card).getByText('Living room TV')).toBeTruthy();
    expect(within(card).getByText('tv-1')).toBeTruthy();
    expect(location(card, 'Milan, Italy')).toBeTruthy();
    expect(location(card, 'Frankfurt, Germany')).toBeTruthy();
    // Renew: the renewal checkout of this very pass.
    const renew = within(card).getByTestId('vpn-pass-renew');
    expect(renew.textContent).toBe('Renew');
    expect(renew.getAttribute('href')).toBe(`/dashboard/pass/passNew?renewPass=${newPass().id}`);
    // availableCountriesList
    const available = screen.getByRole('region', { name: 'Our VPN locations' });
    expect(within(available).getByText('Milan, Italy')).toBeTruthy();
  });

  it('shows the empty state with a link to buy a pass', async () => {
    openPasses({ 'GET /api/VpnPeer/GetPass': () => jsonResponse(passPage([])) });
    expect(await screen.findByText('You have no VPN pass yet.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Buy a new pass' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/dashboard/pass/passNew');
  });

  it('shows the error state and a toast when the list fails, and tries again', async () => {
    let calls = 0;
    openPasses({
      'GET /api/VpnPeer/GetPass': () => {
        calls += 1;
        return calls <= 2 ? errorResponse(503, 'SERVICE_UNAVAILABLE') : jsonResponse(passPage([newPass()]));
      },
    });
    expect(await screen.findByText('Your VPN passes could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The server has a problem. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await passCard()).toBeTruthy();
  });

  it('copies the code to the clipboard', async () => {
    openPasses();
    const card = await passCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy pass code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7MX-3QPA-9RTD'));
    expect(await within(card).findByText('pass code copied to the clipboard')).toBeTruthy();
  });

  it('asks before a new code, and sends nothing when cancelled', async () => {
    const { api } = openPasses();
    const card = await passCard();
    const newCode = within(card).getByRole('button', { name: 'New code' });
    // A click focuses the button in browsers, not in jsdom.
    newCode.focus();
    fireEvent.click(newCode);
    const dialog = await screen.findByRole('dialog', { name: 'Get a new code for this pass?' });
    expect(
      within(dialog).getByText(/The code K7MX-3QPA-9RTD stops working at once, and so does every configuration/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/VpnPeer/UpdatePassCode')).toHaveLength(0);
    expect(document.activeElement).toBe(newCode);
  });

  it('rotates the code once confirmed and shows the new one', async () => {
    const { api } = openPasses({
      'POST /api/VpnPeer/UpdatePassCode': () => jsonResponse(newPass({ code: 'N3WC-0DEA-BCDE' })),
    });
    const card = await passCard();
    fireEvent.click(within(card).getByRole('button', { name: 'New code' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Get a new code' }));
    expect(await within(card).findByText('N3WC-0DEA-BCDE')).toBeTruthy();
    expect(api.callsTo('POST', '/api/VpnPeer/UpdatePassCode')[0].body).toEqual({ passId: newPass().id });
    expect(await screen.findByText('Your pass has a new code: N3WC-0DEA-BCDE.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the description inline', async () => {
    const { api } = openPasses({
      'PUT /api/VpnPeer/UpdatePassDescription': () => jsonResponse(newPass({ description: 'Office laptop' })),
    });
    const card = await passCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Description' }));
    fireEvent.change(within(card).getByLabelText('Description'), { target: { value: '  Office laptop ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Description' }));
    expect(await within(card).findByText('Office laptop')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/VpnPeer/UpdatePassDescription')[0].body).toEqual({
      passId: newPass().id,
      description: 'Office laptop',
    });
  });

  it('downloads the config of a location with the bearer token and saves it under its name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { api } = openPasses({
      'GET /api/VpnPeer/Config': () =>
        new Response('[Interface]\nPrivateKey = x\n', {
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Disposition': 'attachment; filename="nova-fra.conf"',
          },
        }),
    });
    const card = await passCard();
    fireEvent.click(within(location(card, 'Frankfurt, Germany')).getByRole('button', { name: 'Download config' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:shop.test/1', download: 'nova-fra.conf' }]));
    const [call] = api.callsTo('GET', '/api/VpnPeer/Config');
    expect(Object.fromEntries(call.query)).toEqual({ passId: newPass().id, location: 'fra' });
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await screen.findByText('nova-fra.conf is downloaded.')).toBeTruthy();
  });

  it('says why a config cannot be downloaded', async () => {
    openPasses({ 'GET /api/VpnPeer/Config': () => errorResponse(409, 'PASS_ENDED') });
    const card = await passCard();
    fireEvent.click(within(location(card, 'Milan, Italy')).getByRole('button', { name: 'Download config' }));
    expect(
      await screen.findByText('This VPN pass has ended: its configurations are no longer available.'),
    ).toBeTruthy();
  });

  it('shows the QR code of a location in a dialog and frees it when closed', async () => {
    const { api } = openPasses({
      'GET /api/VpnPeer/ConfigQr': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    });
    const card = await passCard();
    const show = within(location(card, 'Milan, Italy')).getByRole('button', { name: 'Show QR code' });
    show.focus();
    fireEvent.click(show);
    const dialog = await screen.findByRole('dialog', { name: 'QR code for Milan, Italy' });
    const image = await within(dialog).findByRole('img', {
      name: 'QR code of the WireGuard configuration for Milan, Italy',
    });
    expect(image.getAttribute('src')).toBe('blob:shop.test/1');
    expect(Object.fromEntries(api.callsTo('GET', '/api/VpnPeer/ConfigQr')[0].query)).toEqual({
      passId: newPass().id,
      location: 'mil',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:shop.test/1');
    expect(document.activeElement).toBe(show);
  });

  it('says an ended pass has no configurations, even before its peers are released', async () => {
    openPasses({ 'GET /api/VpnPeer/GetPass': () => jsonResponse(passPage([newPass({ status: 'ended' })])) });
    const card = await passCard();
    expect(within(card).getByText('This pass has ended: its configurations no longer work.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'New code' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Download config' })).toBeNull();
  });

  it('pages through the passes', async () => {
    localStorage.setItem('numberOfItemsToShow', '1');
    const { api } = openPasses({
      'GET /api/VpnPeer/GetPass': (request) =>
        jsonResponse(
          passPage(
            [
              newPass(
                request.query.get('page') === '2'
                  ? { id: '0b8e1d8e-96a4-4f7b-8f0a-3c3f0a4b2c10', durationMonths: 3 }
                  : {},
              ),
            ],
            2,
          ),
        ),
    });
    await passCard();
    const pager = screen.getByRole('navigation', { name: 'Pages of VPN passes' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'VPN pass – 3 months' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/VpnPeer/GetPass').map((call) => call.query.get('page'))).toContain('2');
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
  });
});
