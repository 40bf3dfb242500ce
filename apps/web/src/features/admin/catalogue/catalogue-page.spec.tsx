import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type SeenRequest } from '../../account/testing';
import type { CatalogueTables } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };
const VPN = '0b8f2a4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const BOX = '1c9a3b5d-6e7f-4a81-9b0c-1d2e3f4a5b6c';

function tables(): CatalogueTables {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    products: [
      {
        id: VPN,
        name: 'VPN-ONE-MONTH',
        type: 'VPN-PASS',
        durationMonths: 1,
        stock: null,
        active: true,
        prices: [
          { country: 'GB', amountCents: 449, currency: 'GBP', updatedAt: at },
          { country: 'IT', amountCents: 499, currency: 'EUR', updatedAt: at },
          { country: 'DEFAULT', amountCents: 499, currency: 'EUR', updatedAt: at },
        ],
      },
      {
        id: BOX,
        name: 'VPNBOX-ONE-MONTH-HW',
        type: 'VPN-BOX-HW',
        durationMonths: 1,
        stock: 20,
        active: true,
        prices: [{ country: 'IT', amountCents: 5999, currency: 'EUR', updatedAt: at }],
      },
    ],
    priceLists: [
      { country: 'GB', currency: 'GBP' },
      { country: 'IT', currency: 'EUR' },
      { country: 'DEFAULT', currency: 'EUR' },
    ],
    exclusions: [{ country: 'RU', productType: 'VPN-BOX-HW' }],
    shipmentCountries: [{ code: 'AT', description: 'Austria' }],
  };
}

function openCatalogue(put: (request: SeenRequest) => Response | Promise<Response> = () => jsonResponse(tables())) {
  signedIn({ ...ADMIN, roles: [...ADMIN.roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/Prices': () => jsonResponse(tables()),
    'PUT /api/Admin/Prices': put,
  });
  return { api, ...renderApp('/staff/catalogue') };
}

const puts = (api: ReturnType<typeof stubApi>) => api.callsTo('PUT', '/api/Admin/Prices').map((r) => r.body);

async function editCell(label: string, text: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${label}` }));
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

describe('/staff/catalogue', () => {
  it('shows every product in every price list, and saves a price edited in place', async () => {
    const changed = tables();
    changed.products[0].prices[1].amountCents = 549;
    const { api } = openCatalogue(() => jsonResponse(changed));
    const table = await screen.findByTestId('price-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'GB · GBP', 'IT · EUR', 'Default · EUR']);
    const vpnRow = within(table).getByRole('row', { name: /VPN-ONE-MONTH/ });
    expect(vpnRow.textContent).toContain('4.49');
    await editCell('Price of VPN-ONE-MONTH in the IT list', '5,49');
    await waitFor(() =>
      expect(puts(api)).toEqual([{ prices: [{ productId: VPN, country: 'IT', amountCents: 549, currency: 'EUR' }] }]),
    );
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /VPN-ONE-MONTH/ }).textContent).toContain('5.49'),
    );
    // A phone shows one list at a time.
    fireEvent.change(screen.getByLabelText('Price list'), { target: { value: 'GB' } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'GB · GBP']);
  });

  it('says why an amount is refused, and sends nothing', async () => {
    const { api } = openCatalogue();
    await editCell('Price of VPN-ONE-MONTH in the GB list', '0');
    const refusal = 'Enter an amount above 0 with at most two decimals, e.g. 4.99.';
    expect((await screen.findByTestId('form-alert')).textContent).toBe(refusal);
    const input = screen.getByLabelText('Price of VPN-ONE-MONTH in the GB list');
    fireEvent.input(input, { target: { value: '12.345' } });
    expect(screen.queryByTestId('form-alert')).toBeNull();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('form-alert')).textContent).toBe(refusal);
    expect(puts(api)).toEqual([]);
  });

  it('asks before taking a price out of a list', async () => {
    const { api } = openCatalogue();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove the price of VPN-ONE-MONTH from the DEFAULT list' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('countries without a list of their own can no longer order VPN-ONE-MONTH');
    expect(puts(api)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove price' }));
    await waitFor(() => expect(puts(api)).toEqual([{ removePrices: [{ productId: VPN, country: 'DEFAULT' }] }]));
  });

  it('checks a new price as the server does: one currency per list, ISO codes', async () => {
    const { api } = openCatalogue();
    const form = await screen.findByTestId('new-price');
    const set = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Product', VPN);
    set('Country code', 'gb');
    expect((within(form).getByLabelText('Currency') as HTMLInputElement).value).toBe('GBP');
    set('Currency', 'EUR');
    set('Amount', '3.99');
    fireEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(
      await within(form).findByText('The GB list is in GBP: every price of a list is in one currency.'),
    ).toBeTruthy();
    set('Country code', 'XX1');
    expect(await within(form).findByText('Enter a two-letter ISO country code (e.g. PL) or DEFAULT.')).toBeTruthy();
    expect(puts(api)).toEqual([]);
    set('Country code', 'PL');
    set('Currency', 'pln');
    set('Amount', '19.99');
    fireEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    await waitFor(() =>
      expect(puts(api)).toEqual([{ prices: [{ productId: VPN, country: 'PL', currency: 'PLN', amountCents: 1999 }] }]),
    );
  });

  it('shows box stock as counted from the registered boxes, and sets exclusions and shipping countries, confirming what removes', async () => {
    const { api } = openCatalogue();
    const stock = await screen.findByTestId('box-stock');
    expect(within(stock).getByRole('row', { name: /VPNBOX-ONE-MONTH-HW/ }).textContent).toContain('20');
    expect(within(stock).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register new boxes' }).getAttribute('href')).toBe('/staff/boxes');

    fireEvent.click(screen.getByRole('button', { name: /^Allow VPN box in .* again$/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Allow again' }));
    await waitFor(() =>
      expect(puts(api)).toEqual([{ removeExclusions: [{ country: 'RU', productType: 'VPN-BOX-HW' }] }]),
    );

    const add = screen.getByTestId('add-shipment-country');
    fireEvent.change(within(add).getByLabelText('Country code'), { target: { value: 'mt' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add or rename' }));
    expect(await within(add).findByText('Enter the name buyers see.')).toBeTruthy();
    fireEvent.change(within(add).getByLabelText('Name shown to buyers'), { target: { value: 'Malta' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add or rename' }));
    await waitFor(() =>
      expect(puts(api).at(-1)).toEqual({ addShipmentCountries: [{ code: 'MT', description: 'Malta' }] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Stop shipping to Austria' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop shipping' }));
    await waitFor(() => expect(puts(api).at(-1)).toEqual({ removeShipmentCountries: ['AT'] }));
  });

  it('says what the server refused', async () => {
    openCatalogue(() =>
      errorResponse(400, 'VALIDATION_FAILED', { fields: { 'prices.0.currency': ['one currency per list'] } }),
    );
    await editCell('Price of VPN-ONE-MONTH in the IT list', '6');
    expect(await screen.findByTestId('form-alert')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    await changeLanguage('de');
    try {
      openCatalogue();
      expect(await screen.findByRole('heading', { level: 2, name: 'Preislisten' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('is no page for a support agent', async () => {
    signedIn({ ...ADMIN, roles: ['CUSTOMER', 'SUPPORT'] as never });
    stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')) });
    renderApp('/staff/catalogue');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
