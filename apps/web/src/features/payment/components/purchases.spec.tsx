import type { AddressResponse } from '../../../lib/api-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { fromOtp } from '../../player/testing';
import type { SummaryRequest } from '../api';
import { browserLocation } from '../browser';
import { FULL_PRICING, newSummary, payAnswer, summaryLine } from '../testing';

const ADDRESS: AddressResponse = {
  id: '0b3a7f0e-2f7c-4d8e-9a51-3c2b1a0f9e8d',
  isShipping: true,
  isFavorite: false,
  name: 'Ada',
  surname: 'Lovelace',
  company: null,
  vatNumber: null,
  street: 'Via Roma 1',
  city: 'Roma',
  zip: '00184',
  province: null,
  country: 'IT',
  phone: null,
};
const FAVOURITE: AddressResponse = {
  ...ADDRESS,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  street: 'Hauptstraße 5',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  isFavorite: true,
};
const BILLING: AddressResponse = {
  ...ADDRESS,
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  isShipping: false,
  street: 'Billing street 9',
};

const boxSummary = () =>
  jsonResponse(
    newSummary({
      items: [
        summaryLine({
          productName: 'VPNBOX-ONE-MONTH-HW',
          productType: 'VPN-BOX-HW',
          unitPrice: 5999,
          total: 5999,
          durationMonths: 1,
        }),
      ],
      priceShipVpnBox: 990,
      finalPrice: 6989,
    }),
  );

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  // jsdom lays nothing out; the router scrolls to #checkout with this.
  Element.prototype.scrollIntoView = vi.fn();
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
});

afterEach(() => vi.unstubAllGlobals());

describe('buying a VPN box (/dashboard/box/boxNew)', () => {
  function openBoxNew(
    addresses: AddressResponse[],
    routes: Record<string, ApiHandler> = {},
    path = '/dashboard/box/boxNew',
  ) {
    signedIn({ addresses });
    const api = stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'GET /api/User/Me': () =>
        jsonResponse({
          email: 'ada@example.com',
          name: 'Ada',
          surname: 'Lovelace',
          country: 'GB',
          language: 'en',
          tfa: false,
          isReseller: false,
          lastLogOn: null,
          reminderMails: true,
          addresses,
        }),
      'GET /api/Pricing': () => jsonResponse(FULL_PRICING),
      'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox'], renewing: ['sandbox'] }),
      'POST /api/Payment/Summary': boxSummary,
      ...routes,
    });
    return { api, ...renderApp(path) };
  }

  it('ships to the favourite shipping address by default, with shipping priced by the server, and pays', async () => {
    const { api } = openBoxNew([ADDRESS, FAVOURITE, BILLING], {
      'POST /api/Payment/Pay': () => jsonResponse(payAnswer()),
    });
    expect(await screen.findByTestId('checkout-shipping')).toBeTruthy();
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('€9.90');
    expect(screen.getByTestId('checkout-total').textContent).toBe('€69.89');
    const shipTo = screen.getByRole('group', { name: 'Ship to' });
    // Billing addresses are not offered.
    expect(within(shipTo).getAllByRole('radio')).toHaveLength(2);
    expect((within(shipTo).getByRole('radio', { name: /Berlin/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('POST', '/api/Payment/Summary')[0].body).toEqual({
      items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
      addressId: FAVOURITE.id,
    });

    fireEvent.click(within(shipTo).getByRole('radio', { name: /Roma/ }));
    await waitFor(() =>
      expect((api.callsTo('POST', '/api/Payment/Summary').at(-1)?.body as SummaryRequest).addressId).toBe(ADDRESS.id),
    );
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payAnswer().payUrl));
    expect(api.callsTo('POST', '/api/Payment/Pay')[0].body).toEqual({
      items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
      addressId: ADDRESS.id,
      provider: 'sandbox',
    });
    // The pairing part is still there.
    expect(screen.getByLabelText('Serial number')).toBeTruthy();
  });

  it('without a shipping address: the way to add one, and no price asked', async () => {
    const { api } = openBoxNew([BILLING]);
    const none = await screen.findByTestId('no-shipping-address');
    expect(within(none).getByRole('link', { name: 'Add a shipping address' }).getAttribute('href')).toBe(
      '/dashboard/settings/profile',
    );
    expect(screen.getByText('Choose a shipping address to see the price with shipping.')).toBeTruthy();
    expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', '/api/Payment/Summary')).toHaveLength(0);
  });

  it('does not offer the box when shipping is excluded (spec 2); pairing stays', async () => {
    openBoxNew([ADDRESS], {
      'GET /api/Pricing': () => jsonResponse({ ...FULL_PRICING, exclusions: [{ productType: 'SHIP' }] }),
    });
    expect(await screen.findByTestId('box-not-offered')).toBeTruthy();
    expect(screen.queryByTestId('checkout-panel')).toBeNull();
    expect(screen.getByLabelText('Serial number')).toBeTruthy();
  });

  it('says the box is out of stock when the first hardware item is', async () => {
    const pricings = FULL_PRICING.pricings.map((entry) =>
      entry.productName === 'VPNBOX-ONE-MONTH-HW' ? { ...entry, stock: 0 } : entry,
    );
    openBoxNew([ADDRESS], { 'GET /api/Pricing': () => jsonResponse({ ...FULL_PRICING, pricings }) });
    expect((await screen.findByTestId('box-out-of-stock')).textContent).toBe(
      'The VPN Box is out of stock at the moment. Please check again soon.',
    );
    expect(screen.queryByTestId('checkout-panel')).toBeNull();
  });
});

describe('buying the licence of a device by its code (/player/active-licence/$otp)', () => {
  const OTP = 'K7MX3Q';

  function openDevice(routes: Record<string, ApiHandler> = {}, signIn = false) {
    if (signIn) signedIn();
    const api = stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox'], renewing: ['sandbox'] }),
      'POST /api/Payment/SummaryWithOtp': () =>
        jsonResponse(
          newSummary({
            startAt: null,
            endAt: null,
            description: 'Living room TV',
            items: [
              summaryLine({
                productName: 'VIDEO-PLAYER-ANDROID-LIFETIME',
                productType: 'VIDEO-PLAYER',
                unitPrice: 999,
                total: 999,
                durationMonths: null,
                target: 'tv-livingroom-01',
              }),
            ],
          }),
        ),
      ...routes,
    });
    return { api, ...renderApp(`/player/active-licence/${OTP}`) };
  }

  it('without an account: prices the licence of the device in the language country, asks for an e-mail and pays', async () => {
    const { api } = openDevice({ 'POST /api/Payment/Video-Player-WithOtp': () => jsonResponse(payAnswer()) });
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByText('Lifetime player licence (Android)')).toBeTruthy();
    expect(screen.getByText('For the device “Living room TV”.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Payment/SummaryWithOtp')[0].body).toEqual({ otp: OTP, country: 'GB' });

    const email = screen.getByLabelText('E-mail for the receipt') as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(api.callsTo('POST', '/api/Payment/Video-Player-WithOtp')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payAnswer().payUrl));
    expect(api.callsTo('POST', '/api/Payment/Video-Player-WithOtp')[0].body).toEqual({
      otp: OTP,
      country: 'GB',
      provider: 'sandbox',
      email: 'ada@example.com',
      language: 'en',
    });
  });

  it("signed in: the receipt goes to my account address, and my price list is the server's choice", async () => {
    const { api } = openDevice({}, true);
    const email = (await screen.findByLabelText('E-mail for the receipt')) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('The receipt goes to the address of your account.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/Payment/SummaryWithOtp')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Payment/SummaryWithOtp')[0].body).toEqual({ otp: OTP });
  });

  it('a device with a lifetime licence says so instead of the checkout', async () => {
    openDevice({
      'POST /api/Payment/SummaryWithOtp': () =>
        jsonResponse(newSummary({ productIsPurchasable: false, reason: 'LICENCE_EXISTS' })),
    });
    expect((await screen.findByTestId('checkout-blocked')).textContent).toBe(
      'This device already has a lifetime licence: there is nothing more to buy for it.',
    );
    expect(screen.queryByTestId('pay-button')).toBeNull();
  });

  it('a device whose licence is being paid in another order (a slow payment, a payment page still open) says so instead of the checkout', async () => {
    openDevice({
      'POST /api/Payment/SummaryWithOtp': () =>
        jsonResponse(newSummary({ productIsPurchasable: false, reason: 'LICENCE_PAYMENT_PENDING' })),
    });
    expect((await screen.findByTestId('checkout-blocked')).textContent).toBe(
      "A payment for this device's licence is already under way. Finish it on the payment page, or try again in an hour.",
    );
    expect(screen.queryByTestId('pay-button')).toBeNull();
  });
});

describe('registering and paying on /vpn/buy and /vpn/box (no session)', () => {
  function openShop(path: string, routes: Record<string, ApiHandler> = {}) {
    const api = stubApi({
      'GET /api/Pricing': () => jsonResponse(FULL_PRICING),
      'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox'], renewing: ['sandbox'] }),
      'POST /api/Payment/SummaryAndRegister': (request) => {
        const [item] = (request.body as SummaryRequest).items;
        return item.productName.startsWith('VPNBOX') ? boxSummary() : jsonResponse(newSummary());
      },
      ...routes,
    });
    return { api, ...renderApp(path) };
  }

  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  function fillPerson() {
    type('First name', 'Ada');
    type('Surname', 'Lovelace');
    type('E-mail address', 'ada@example.com');
    type('Password', 'correct horse battery');
    type('Repeat the password', 'correct horse battery');
  }

  it('choosing a plan opens its checkout: log in and come back to it, or register and pay here', async () => {
    const { api, router } = openShop('/vpn/buy');
    fireEvent.click(await screen.findByRole('link', { name: 'Choose 12 months' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ plan: 'VPN-TWELVE-MONTHS' }));
    const checkout = await screen.findByTestId('plan-checkout');
    expect(within(checkout).getByText('Your choice: VPN pass, 12 months')).toBeTruthy();
    expect(within(checkout).getByRole('link', { name: 'Log in and pay' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fpass%2FpassNew%3Fplan%3DVPN-TWELVE-MONTHS',
    );
    await screen.findByTestId('checkout-summary');
    expect(api.callsTo('POST', '/api/Payment/SummaryAndRegister')[0].body).toEqual({
      items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }],
      country: 'GB',
    });
  });

  it.each(['/vpn/buy?plan=VPN-TEN-YEARS', '/vpn/buy?plan=vpn-twelve-months'])(
    '%s: a plan not on sale (or not a product name) opens the checkout saying so',
    async (path) => {
      const { api } = openShop(path);
      expect((await screen.findByTestId('plan-not-on-sale')).textContent).toBe(
        'This plan is not on sale in your country. Choose another one above.',
      );
      expect(screen.queryByTestId('plan-checkout')).toBeNull();
      expect(api.callsTo('POST', '/api/Payment/SummaryAndRegister')).toHaveLength(0);
    },
  );

  it('checks the form before paying, then registers and pays with the human-verification token', async () => {
    const { api } = openShop('/vpn/buy?plan=VPN-TWELVE-MONTHS', {
      'POST /api/Payment/PayAndRegister': () => jsonResponse(payAnswer()),
    });
    await screen.findByTestId('checkout-summary');
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('POST', '/api/Payment/PayAndRegister')).toHaveLength(0);

    fillPerson();
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payAnswer().payUrl));
    // The order is the new account's: the result page will know why the visitor cannot see it.
    expect(sessionStorage.getItem('registeredPurchase')).toBe(payAnswer().purchaseId);
    sessionStorage.clear();
    const [call] = api.callsTo('POST', '/api/Payment/PayAndRegister');
    expect(call.headers.get('X-Captcha-Token')).toBe('dev-captcha-ok');
    expect(call.body).toEqual({
      items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }],
      email: 'ada@example.com',
      password: 'correct horse battery',
      name: 'Ada',
      surname: 'Lovelace',
      country: 'GB',
      language: 'en',
      provider: 'sandbox',
      reCaptchaBody: 'dev-captcha-ok',
    });
  });

  it('a box is shipped to the address of the form: shipping priced for its country', async () => {
    const { api } = openShop('/vpn/box?plan=VPNBOX-ONE-MONTH-HW', {
      'POST /api/Payment/PayAndRegister': () => jsonResponse(payAnswer()),
    });
    expect(await screen.findByTestId('checkout-shipping')).toBeTruthy();
    fillPerson();
    type('Street and number', 'Via Roma 1');
    type('Postcode', '00184');
    type('City', 'Roma');
    type('Country of delivery', 'IT');
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/Payment/SummaryAndRegister').at(-1)?.body).toEqual({
        items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
        country: 'GB',
        shippingCountry: 'IT',
      }),
    );
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect((api.callsTo('POST', '/api/Payment/PayAndRegister')[0].body as { address: unknown }).address).toEqual({
      isShipping: true,
      isFavorite: true,
      name: 'Ada',
      surname: 'Lovelace',
      company: null,
      vatNumber: null,
      street: 'Via Roma 1',
      city: 'Roma',
      zip: '00184',
      province: null,
      country: 'IT',
      phone: null,
    });
  });

  it('an e-mail that has an account already: log in instead (409 USER_EXISTS)', async () => {
    openShop('/vpn/buy?plan=VPN-TWELVE-MONTHS', {
      'POST /api/Payment/PayAndRegister': () => errorResponse(409, 'USER_EXISTS'),
    });
    await screen.findByTestId('checkout-summary');
    fillPerson();
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(
      await screen.findByText('An account with this e-mail address already exists. Log in to buy with it.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('user-exists')).getByRole('link').getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fpass%2FpassNew%3Fplan%3DVPN-TWELVE-MONTHS',
    );
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false));
  });

  it('a signed-in visitor is sent to the dashboard checkout instead', async () => {
    signedIn();
    openShop('/vpn/buy', { 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')) });
    expect((await screen.findByRole('link', { name: 'Choose 12 months' })).getAttribute('href')).toBe(
      '/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS',
    );
    expect(screen.queryByTestId('plan-checkout')).toBeNull();
  });
});
