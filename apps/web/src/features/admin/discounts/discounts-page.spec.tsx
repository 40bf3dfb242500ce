import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type SeenRequest } from '../../account/testing';
import type { DiscountCode, DiscountCodeDetail } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };
const ID = '3e1f5a7b-9c0d-4e2f-8a1b-2c3d4e5f6a7b';

function code(change: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: ID,
    code: 'SPRING25',
    description: 'Spring campaign',
    percentOff: 25,
    amountOffCents: null,
    currency: null,
    productTypes: ['VPN-PASS'],
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    maxUses: 100,
    maxItems: null,
    usedCount: 42,
    active: true,
    state: 'live',
    createdAt: '2026-10-30T09:00:00.000Z',
    updatedAt: '2026-10-30T09:00:00.000Z',
    ...change,
  };
}

const detail: DiscountCodeDetail = {
  discountCode: code(),
  uses: [
    {
      purchaseId: 'P-abc123',
      customer: { id: '5d6e7f80-1a2b-4c3d-9e4f-5a6b7c8d9e0f', email: 'bea@nova.test', name: 'Bea' },
      email: 'bea@nova.test',
      orderStatus: 'PAID',
      discountCents: 125,
      currency: 'EUR',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  usesTotal: 1,
};

type Handler = (request: SeenRequest) => Response | Promise<Response>;

function openDiscounts(path = '/staff/discounts', routes: Record<string, Handler> = {}) {
  signedIn({ ...ADMIN, roles: [...ADMIN.roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/DiscountCodes': () =>
      jsonResponse({
        items: [code(), code({ id: 'a'.repeat(8) + ID.slice(8), code: 'OLD10', state: 'ended' })],
        total: 2,
      }),
    'GET /api/Admin/DiscountCode': () => jsonResponse(detail),
    'POST /api/Admin/DiscountCodes': (request) => jsonResponse(code(request.body as Partial<DiscountCode>), 201),
    'PUT /api/Admin/DiscountCodes': () => jsonResponse(code({ state: 'ended' })),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New discount code' }));
  return screen.findByTestId('discount-form');
}

describe('/staff/discounts', () => {
  it('lists the codes with their use counts and states, and sorts and filters through the API', async () => {
    const { api, router } = openDiscounts();
    const table = await screen.findByTestId('discounts-table');
    const row = within(table).getByRole('row', { name: /SPRING25/ });
    expect(row.textContent).toContain('42 / 100');
    expect(row.textContent).toContain('25%');
    expect(row.textContent).toContain('VPN pass');
    expect(row.textContent).toContain('Live');
    expect(within(table).getByRole('row', { name: /OLD10/ }).textContent).toContain('Ended');

    fireEvent.click(within(table).getByRole('button', { name: /^Uses/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'usedCount', order: 'asc' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/Admin/DiscountCodes').at(-1)?.query.get('sort')).toBe('usedCount'),
    );

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'usedUp' } });
    fireEvent.change(screen.getByLabelText('Code or description'), { target: { value: 'spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const asked = api.callsTo('GET', '/api/Admin/DiscountCodes').at(-1);
      expect([asked?.query.get('state'), asked?.query.get('q'), asked?.query.get('sort')]).toEqual([
        'usedUp',
        'spring',
        'usedCount',
      ]);
    });
  });

  it('says why values are refused before sending, as the server would', async () => {
    const { api } = openDiscounts();
    const form = await openForm();
    const set = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Code', 'x!');
    fireEvent.click(within(form).getByLabelText('Fixed amount'));
    set('Amount off', '0');
    set('Currency', 'EURO');
    set('Starts', '2026-12-10T10:00');
    set('Ends', '2026-12-01T10:00');
    set('Most uses', '-3');
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    const problems = within(form);
    expect(await problems.findByText('3 to 40 letters, digits, - or _.')).toBeTruthy();
    expect(problems.getByText('Enter an amount above 0 with at most two decimals, e.g. 5.00.')).toBeTruthy();
    expect(problems.getByText('Enter a three-letter ISO currency code (e.g. EUR).')).toBeTruthy();
    expect(problems.getByText('The end must be after the start.')).toBeTruthy();
    expect(problems.getByText('Leave it empty, or enter a whole number from 1 to 1000000.')).toBeTruthy();
    expect(within(form).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/Admin/DiscountCodes')).toEqual([]);
  });

  it('creates a code, and marks the code field when the server says it is taken', async () => {
    let taken = true;
    const { api } = openDiscounts('/staff/discounts', {
      'POST /api/Admin/DiscountCodes': (request) =>
        taken
          ? errorResponse(409, 'DISCOUNT_CODE_TAKEN', { fields: { code: ['taken'] } })
          : jsonResponse(code(request.body as Partial<DiscountCode>), 201),
    });
    const form = await openForm();
    const set = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Code', 'winter10');
    set('Percent off', '10');
    fireEvent.click(within(form).getByLabelText('Video player'));
    set('Starts', '2026-12-01T00:00');
    set('Ends', '2027-01-01T00:00');
    set('Most uses', '50');
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Another discount code has this code.')).toBeTruthy();
    const sent = api.callsTo('POST', '/api/Admin/DiscountCodes')[0].body as Record<string, unknown>;
    expect(sent).toMatchObject({
      code: 'WINTER10',
      percentOff: 10,
      amountOffCents: null,
      currency: null,
      productTypes: ['VIDEO-PLAYER'],
      maxUses: 50,
      maxItems: null,
      description: null,
    });
    expect(new Date(sent.endsAt as string).getTime()).toBe(new Date('2027-01-01T00:00').getTime());

    taken = false;
    set('Code', 'winter11');
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.queryByTestId('discount-form')).toBeNull());
    expect((api.callsTo('POST', '/api/Admin/DiscountCodes')[1].body as { code: string }).code).toBe('WINTER11');
  });

  it('ends a code now only after confirming', async () => {
    const { api } = openDiscounts();
    const table = await screen.findByTestId('discounts-table');
    expect(within(table).queryByRole('button', { name: 'End OLD10 now' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'End SPRING25 now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('keep their discount');
    expect(api.callsTo('PUT', '/api/Admin/DiscountCodes')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/Admin/DiscountCodes').map((r) => r.body)).toEqual([
        { discountCodeId: ID, endNow: true },
      ]),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Switch SPRING25 off' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/Admin/DiscountCodes').at(-1)?.body).toEqual({
        discountCodeId: ID,
        active: false,
      }),
    );
  });

  it("shows a code's uses: order, customer, date and discount", async () => {
    const { api, router } = openDiscounts();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the uses of SPRING25' }));
    const uses = await screen.findByTestId('discount-uses');
    expect(await within(uses).findByText('P-abc123')).toBeTruthy();
    expect(uses.textContent).toContain('Bea (bea@nova.test)');
    expect(uses.textContent).toContain('€1.25');
    expect(router.state.location.search).toMatchObject({ uses: ID });
    expect(api.callsTo('GET', '/api/Admin/DiscountCode').at(-1)?.query.get('discountCodeId')).toBe(ID);
  });

  it('changes a code in the same form, starting from its values', async () => {
    const { api } = openDiscounts();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SPRING25' }));
    const form = await screen.findByTestId('discount-form');
    expect((within(form).getByLabelText('Percent off') as HTMLInputElement).value).toBe('25');
    fireEvent.change(within(form).getByLabelText('Most uses'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('It has been used more often than that already.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Most uses'), { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/Admin/DiscountCodes').at(-1)?.body).toMatchObject({
        discountCodeId: ID,
        code: 'SPRING25',
        maxUses: 200,
        percentOff: 25,
      }),
    );
  });

  it('speaks the page language', async () => {
    await changeLanguage('fr');
    try {
      openDiscounts();
      expect(await screen.findByRole('button', { name: 'Nouveau code de réduction' })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: /Utilisations/ })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('is no page for a support agent', async () => {
    signedIn({ ...ADMIN, roles: ['CUSTOMER', 'SUPPORT'] as never });
    stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')) });
    renderApp('/staff/discounts');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
