import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import { draftOf, locationProblems, type VpnLocation } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };
const KEY = 'lDTqpqzhNAy387pGUIieSo+bxf8W1Gb4FSDJvBgrgQA=';

function location(change: Partial<VpnLocation> = {}): VpnLocation {
  return {
    id: '8f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
    code: 'mil',
    country: 'IT',
    city: 'Milan',
    host: 'vpn-mil.nova.example',
    port: 51820,
    publicKey: KEY,
    subnet: '10.61.0.0/16',
    dns: '1.1.1.1',
    active: true,
    sortOrder: 0,
    peers: 12,
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...change,
  };
}

function openLocations(extra: Parameters<typeof stubApi>[0] = {}) {
  signedIn({ ...ADMIN, roles: [...ADMIN.roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/VpnLocations': () =>
      jsonResponse([
        location(),
        location({
          id: 'l2',
          code: 'par',
          city: 'Paris',
          country: 'FR',
          active: false,
          peers: 0,
          subnet: '10.63.0.0/16',
        }),
      ]),
    ...extra,
  });
  return { api, ...renderApp('/staff/vpn-locations') };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the location form rules', () => {
  const countries = new Set(['IT', 'PT']);
  it('say what is wrong with each field, as the server would', () => {
    const draft = {
      ...draftOf(null),
      code: 'Lis1',
      country: 'XX',
      city: 'Lisbon',
      host: '300.1.1.1',
      port: '70000',
      publicKey: KEY.replace('QA=', 'QB='),
      subnet: '10.70.3.0/16',
      dns: '1.1.1.1, nope',
      sortOrder: '-1',
    };
    expect(locationProblems(draft, countries)).toEqual({
      code: 'code',
      country: 'country',
      host: 'host',
      port: 'port',
      publicKey: 'publicKey',
      subnet: 'subnet.notNetwork',
      dns: 'dns',
      sortOrder: 'sortOrder',
    });
    expect(locationProblems({ ...draft, subnet: '8.8.8.0/24' }, countries).subnet).toBe('subnet.notPrivate');
    expect(locationProblems({ ...draft, subnet: '10.70.0.0/30' }, countries).subnet).toBe('subnet.prefix');
  });

  it('pass a location the server takes', () => {
    expect(
      locationProblems(
        {
          ...draftOf(null),
          code: 'lis',
          country: 'pt',
          city: 'Lisbon',
          host: 'vpn-lis.nova.example',
          publicKey: KEY,
          subnet: '10.70.0.0/16',
          dns: '9.9.9.9, 1.1.1.1',
        },
        countries,
      ),
    ).toEqual({});
  });
});

describe('/staff/vpn-locations', () => {
  it('lists the locations with their endpoint, subnet, peers and state in words', async () => {
    openLocations();
    const table = await screen.findByTestId('vpn-locations-table');
    const [, mil, par] = within(table).getAllByRole('row');
    expect(mil.textContent).toContain('Milan (IT)');
    expect(mil.textContent).toContain('vpn-mil.nova.example:51820');
    expect(mil.textContent).toContain('10.61.0.0/16');
    expect(mil.textContent).toContain('Enabled');
    expect(par.textContent).toContain('Disabled');
    expect(screen.getByRole('link', { name: 'VPN locations' }).getAttribute('aria-current')).toBe('page');
  });

  it('creates a location once the form is valid, saying why a field is refused before', async () => {
    const { api } = openLocations({
      'POST /api/Admin/VpnLocations': () => jsonResponse(location({ id: 'l3', code: 'lis' }), 201),
    });
    await screen.findByTestId('vpn-locations-table');
    fireEvent.click(screen.getByRole('button', { name: 'New location' }));
    type('Code', 'lis');
    type('City', 'Lisbon');
    type('Country', 'PT');
    type('Server host name or IPv4 address', 'vpn-lis.nova.example');
    type('Server public key', KEY);
    type('Peer subnet', '10.70.3.0/16');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Write it as its network address (e.g. 10.70.0.0/16, not 10.70.3.0/16).'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Peer subnet').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/Admin/VpnLocations')).toHaveLength(0);

    type('Peer subnet', '10.70.0.0/16');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VPN location saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Admin/VpnLocations')[0].body).toEqual({
      code: 'lis',
      country: 'PT',
      city: 'Lisbon',
      host: 'vpn-lis.nova.example',
      port: 51820,
      publicKey: KEY,
      subnet: '10.70.0.0/16',
      dns: '1.1.1.1',
      active: true,
      sortOrder: 0,
    });
  });

  it("says the server's refusal of an overlapping subnet next to the form", async () => {
    openLocations({
      'POST /api/Admin/VpnLocations': () =>
        errorResponse(409, 'VPN_LOCATION_SUBNET_OVERLAP', { fields: { subnet: ['mil'] } }),
    });
    await screen.findByTestId('vpn-locations-table');
    fireEvent.click(screen.getByRole('button', { name: 'New location' }));
    type('Code', 'lis');
    type('City', 'Lisbon');
    type('Country', 'PT');
    type('Server host name or IPv4 address', 'vpn-lis.nova.example');
    type('Server public key', KEY);
    type('Peer subnet', '10.61.0.0/24');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      "This subnet overlaps another location's subnet.",
    );
    expect(screen.getByLabelText('Peer subnet').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the subnet of a location with peers, and edits the rest without its code', async () => {
    const { api } = openLocations({
      'PUT /api/Admin/VpnLocations': () => jsonResponse(location({ city: 'Milano' })),
    });
    await screen.findByTestId('vpn-locations-table');
    fireEvent.click(screen.getByRole('button', { name: 'Edit mil' }));
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.getByLabelText('Peer subnet').hasAttribute('disabled')).toBe(true);
    type('City', 'Milano');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VPN location saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/Admin/VpnLocations')[0].body).toMatchObject({
      id: '8f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
      city: 'Milano',
      subnet: '10.61.0.0/16',
    });
  });

  it('disables a location only once confirmed, saying its peers keep working', async () => {
    const { api } = openLocations({
      'PUT /api/Admin/VpnLocations': () => jsonResponse(location({ active: false })),
    });
    await screen.findByTestId('vpn-locations-table');
    fireEvent.click(screen.getByRole('button', { name: 'Disable mil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Its 12 peers keep working until their passes end.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', '/api/Admin/VpnLocations')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disable mil' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('mil disabled.')).toBeTruthy();
    const body = api.callsTo('PUT', '/api/Admin/VpnLocations')[0].body;
    expect(body).toMatchObject({ id: location().id, active: false, city: 'Milan', subnet: '10.61.0.0/16' });
    expect(body).not.toHaveProperty('code');
  });

  it('speaks the page language', async () => {
    const { changeLanguage } = await import('../../../i18n/i18n');
    await changeLanguage('de');
    try {
      openLocations();
      expect(await screen.findByRole('button', { name: 'Neuer Standort' })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: 'Peer-Subnetz' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
