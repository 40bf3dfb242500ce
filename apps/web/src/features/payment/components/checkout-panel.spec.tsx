import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  renderApp,
  signedIn,
  stubApi,
  type ApiHandler,
  type SeenRequest,
} from '../../account/testing';
import { browserLocation } from '../browser';
import { FULL_PRICING, newSummary, payAnswer, summaryLine } from '../testing';
import type { SummaryRequest } from '../api';

/** A signed-in user on /dashboard/pass/passNew (the start-up refresh gets no answer, so it changes nothing). */
function openPassCheckout(
  routes: Record<string, ApiHandler> = {},
  path = '/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS',
) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Pricing': () => jsonResponse(FULL_PRICING),
    'GET /api/Payment/Providers': () => jsonResponse({ providers: ['sandbox', 'stripe'], renewing: ['sandbox'] }),
    'POST /api/Payment/Summary': () => jsonResponse(newSummary()),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

const panel = () => screen.findByTestId('checkout-panel');
const payButton = () => screen.getByTestId('pay-button') as HTMLButtonElement;
const summaryBody = (request: SeenRequest) => request.body as SummaryRequest;

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
});

afterEach(() => vi.unstubAllGlobals());

describe('checkout panel (on /dashboard/pass/passNew)', () => {
  it('preselects the plan of ?plan= and shows the summary of the server, with the sandbox labelled as a test', async () => {
    const { api } = openPassCheckout();
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByText('VPN pass, 12 months')).toBeTruthy();
    expect(within(summary).getByTestId('checkout-total').textContent).toBe('€39.99');
    expect(screen.getByText('Runs from Nov 25, 2026 to Nov 25, 2027.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /12 months/ }) as HTMLInputElement).checked).toBe(true);
    expect(summaryBody(api.callsTo('POST', '/api/Payment/Summary')[0])).toEqual({
      items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }],
    });

    const sandbox = screen.getByRole('radio', {
      name: 'Test payment (sandbox): no money is charged',
    }) as HTMLInputElement;
    expect(sandbox.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Card (Stripe)' })).toBeTruthy();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(payButton().textContent).toBe('Pay €39.99');
  });

  it('renews the pass of ?renewPass=: the summary names it and the period runs on from its end; Pay sends the target', async () => {
    const passId = '3f1c2a9e-8b7d-4c6e-9a10-2b3c4d5e6f70';
    const renews = { kind: 'pass' as const, id: passId, name: 'K7QX-2M9A-PL4T' };
    const { api } = openPassCheckout(
      {
        'POST /api/Payment/Summary': () =>
          jsonResponse(
            newSummary({
              items: [summaryLine({ renews })],
              startAt: '2026-12-20T10:00:00.000Z',
              endAt: '2027-12-20T10:00:00.000Z',
            }),
          ),
        'POST /api/Payment/Pay': () => jsonResponse(payAnswer()),
      },
      `/dashboard/pass/passNew?renewPass=${passId}`,
    );
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByText('Renewal of pass K7QX-2M9A-PL4T')).toBeTruthy();
    expect(screen.getByText('Runs from Dec 20, 2026 to Dec 20, 2027.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose how much time to add' })).toBeTruthy();
    expect(screen.getByTestId('renewal-intro').textContent).toContain('keeps its code');
    const item = { productName: 'VPN-TWELVE-MONTHS', quantity: 1, target: { passId } };
    expect(summaryBody(api.callsTo('POST', '/api/Payment/Summary')[0])).toEqual({ items: [item] });
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/Payment/Pay')[0].body).toMatchObject({ items: [item] });
  });

  it('asks for a new summary when another duration is chosen', async () => {
    const { api } = openPassCheckout({
      'POST /api/Payment/Summary': (request) =>
        jsonResponse(
          summaryBody(request).items[0].productName === 'VPN-ONE-MONTH'
            ? newSummary({
                items: [summaryLine({ productName: 'VPN-ONE-MONTH', unitPrice: 499, total: 499, durationMonths: 1 })],
              })
            : newSummary(),
        ),
    });
    await screen.findByTestId('checkout-summary');
    fireEvent.click(screen.getByRole('radio', { name: /1 month/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('€4.99'));
    expect(api.callsTo('POST', '/api/Payment/Summary').map((call) => summaryBody(call).items[0].productName)).toEqual([
      'VPN-TWELVE-MONTHS',
      'VPN-ONE-MONTH',
    ]);
  });

  it('applies a discount code: the summary is asked again with it and shows what it takes off', async () => {
    const { api } = openPassCheckout({
      'POST /api/Payment/Summary': (request) =>
        jsonResponse(
          summaryBody(request).code === 'WELCOME10'
            ? newSummary({ discount: true, code: 'WELCOME10', percentOff: 10, discountValue: 400, finalPrice: 3599 })
            : newSummary(),
        ),
    });
    await screen.findByTestId('checkout-summary');
    fireEvent.change(screen.getByLabelText(/Discount code/), { target: { value: ' welcome10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied: you save €4.00.')).toBeTruthy();
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeTruthy();
    expect(screen.getByTestId('checkout-discount').textContent).toBe('-€4.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('€35.99');
    expect(summaryBody(api.callsTo('POST', '/api/Payment/Summary').at(-1) as SeenRequest).code).toBe('WELCOME10');
    await waitFor(() => expect(payButton().textContent).toBe('Pay €35.99'));

    // Removing it prices the order without it again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('€39.99'));
    expect((screen.getByLabelText(/Discount code/) as HTMLInputElement).value).toBe('');
  });

  it('says why a code does not count, and Pay waits until it is removed', async () => {
    openPassCheckout({
      'POST /api/Payment/Summary': (request) =>
        jsonResponse(
          summaryBody(request).code
            ? newSummary({ code: null, productIsPurchasable: false, reason: 'DISCOUNT_EXPIRED' })
            : newSummary(),
        ),
    });
    await screen.findByTestId('checkout-summary');
    const field = screen.getByLabelText(/Discount code/);
    fireEvent.change(field, { target: { value: 'SUMMER2025' } });
    // Enter in the code field applies the code; it does not pay.
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('This discount code has expired.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-refusal').textContent).toBe(
      'Remove the discount code or enter another one to pay.',
    );
    expect(payButton().disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(screen.queryByTestId('checkout-refusal')).toBeNull();
  });

  it('pays: creates the order with the chosen provider and sends the browser to the payment page', async () => {
    let answer!: (response: Response) => void;
    const { api } = openPassCheckout({
      'POST /api/Payment/Pay': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByTestId('checkout-summary');
    fireEvent.click(screen.getByRole('radio', { name: 'Card (Stripe)' }));
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());

    await waitFor(() => expect(api.callsTo('POST', '/api/Payment/Pay')).toHaveLength(1));
    expect(payButton().disabled).toBe(true);
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    expect(payButton().textContent).toBe('Opening the payment page…');
    expect(api.callsTo('POST', '/api/Payment/Pay')[0].body).toEqual({
      items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }],
      provider: 'stripe',
    });

    answer(jsonResponse(payAnswer({ payUrl: 'https://checkout.stripe.test/c/pay/cs_test_1' })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'));
    // The browser is leaving: the button stays busy.
    expect(payButton().disabled).toBe(true);
  });

  it('says why an order cannot be bought, and Pay stays disabled', async () => {
    openPassCheckout({
      'POST /api/Payment/Summary': () =>
        jsonResponse(
          newSummary({
            productIsPurchasable: false,
            reason: 'PRODUCT_UNAVAILABLE',
            reasonProduct: 'VPN-TWELVE-MONTHS',
          }),
        ),
    });
    expect((await screen.findByTestId('checkout-refusal')).textContent).toBe(
      'This product is not sold in your country at the moment.',
    );
    expect(payButton().disabled).toBe(true);
    fireEvent.submit(payButton().closest('form') as HTMLFormElement);
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts a refused payment and asks for the summary again (409 OUT_OF_STOCK)', async () => {
    let sold = false;
    const { api } = openPassCheckout({
      'POST /api/Payment/Summary': () =>
        jsonResponse(sold ? newSummary({ productIsPurchasable: false, reason: 'OUT_OF_STOCK' }) : newSummary()),
      'POST /api/Payment/Pay': () => {
        sold = true;
        return errorResponse(409, 'OUT_OF_STOCK');
      },
    });
    await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    expect(
      await screen.findByText('This product is out of stock at the moment.', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('checkout-refusal')).textContent).toBe(
      'This product is out of stock at the moment.',
    );
    expect(api.callsTo('POST', '/api/Payment/Summary')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts a provider that did not answer (502 PROVIDER_ERROR); Pay can be pressed again', async () => {
    openPassCheckout({ 'POST /api/Payment/Pay': () => errorResponse(502, 'PROVIDER_ERROR') });
    await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    // Said in the toast and next to the form.
    expect(
      await screen.findAllByText('The payment provider did not answer. Nothing was charged: please try again.'),
    ).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe(
      'The payment provider did not answer. Nothing was charged: please try again.',
    );
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('shows a failed summary with a retry', async () => {
    let fail = true;
    openPassCheckout({
      'POST /api/Payment/Summary': () =>
        fail ? errorResponse(503, 'SERVICE_UNAVAILABLE') : jsonResponse(newSummary()),
    });
    const error = await within(await panel()).findByTestId('data-error', {}, { timeout: 8000 });
    expect(error.textContent).toContain('The price could not be calculated.');
    expect(payButton().disabled).toBe(true);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('checkout-summary')).toBeTruthy();
  });

  it('says when VPN passes are not sold in the country', async () => {
    openPassCheckout({
      'GET /api/Pricing': () =>
        jsonResponse({
          ...FULL_PRICING,
          pricings: FULL_PRICING.pricings.filter((entry) => entry.productType !== 'VPN-PASS'),
        }),
    });
    expect(await screen.findByText('VPN passes are not sold in your country at the moment.')).toBeTruthy();
    expect(screen.queryByTestId('checkout-panel')).toBeNull();
  });
});
