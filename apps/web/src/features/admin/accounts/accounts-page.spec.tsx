import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import type { AccountDetail, AccountSummary } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };
const AGENT = { email: 'anna@nova.test', name: 'Anna', surname: 'Agent', roles: ['CUSTOMER', 'SUPPORT'] as const };
const USER_ID = '0b9c7a52-2f7e-4c43-9a39-6f1d1d2f0a11';

function summary(change: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: USER_ID,
    email: 'zoe@example.com',
    name: 'Zoe',
    surname: 'Rossi',
    country: 'IT',
    language: 'it',
    roles: ['CUSTOMER'],
    isReseller: false,
    locked: false,
    lockedAt: null,
    confirmed: true,
    tfa: false,
    deleted: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    lastLoginAt: '2026-11-27T10:00:00.000Z',
    ...change,
  };
}

function detail(change: Partial<AccountDetail> = {}): AccountDetail {
  return {
    ...summary(),
    orders: [
      {
        purchaseId: 'P-123',
        status: 'paid',
        totalCents: 3999,
        refundedCents: 0,
        currency: 'EUR',
        createdAt: '2026-11-01T10:00:00.000Z',
        items: [
          {
            id: 'a7e1c2d3-0000-4000-8000-000000000001',
            productName: 'VPN-TWELVE-MONTHS',
            quantity: 1,
            amountCents: 3999,
            refunded: false,
          },
        ],
      },
    ],
    orderCount: 12,
    devices: [],
    passes: [],
    boxes: [{ serial: 'BOX-0001', pairedAt: null, endsAt: '2027-01-01T00:00:00.000Z' }],
    tickets: [
      {
        id: '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
        number: 1042,
        subject: 'My box blinks',
        status: 'open',
        lastActivityAt: '2026-11-27T09:00:00.000Z',
      },
    ],
    ticketCount: 1,
    sessions: [],
    ...change,
  };
}

function openAccounts(
  path: string,
  who = ADMIN as { email: string; name: string; surname: string; roles: readonly string[] },
  account = detail(),
  accounts = [summary()],
) {
  signedIn({ ...who, roles: [...who.roles] } as never);
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Support/Staff/Users': () => jsonResponse({ items: accounts, total: accounts.length }),
    'GET /api/Support/Staff/User': () => jsonResponse(account),
    'PUT /api/Admin/User': (request) => jsonResponse({ ...account, ...(request.body as object) }),
    'POST /api/Admin/User/ResendConfirmation': () => jsonResponse({ ok: true }),
    'POST /api/Payment/Refund': () => jsonResponse({ ok: true }),
  });
  return { api, ...renderApp(path) };
}

describe('/staff/accounts', () => {
  it('searches accounts and opens one with what it holds', async () => {
    const { api, router } = openAccounts('/staff/accounts');
    const table = await screen.findByTestId('accounts-table');
    fireEvent.change(screen.getByLabelText('E-mail or name'), { target: { value: 'zoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Support/Staff/Users').at(-1)?.query.get('q')).toBe('zoe'));
    fireEvent.click(within(table).getByRole('link', { name: 'Zoe Rossi' }));
    const facts = await screen.findByTestId('account-facts');
    expect(router.state.location.search).toMatchObject({ userId: USER_ID });
    expect(facts.textContent).toContain('zoe@example.com');
    expect(screen.getByText('P-123', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('The latest 1 of 12.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#1042 My box blinks' })).toBeTruthy();
  });

  it('names an account its holder deleted (no name left) by its e-mail', async () => {
    const erased = summary({
      id: '6f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      name: '',
      surname: '',
      email: 'deleted-1@nova.invalid',
    });
    openAccounts('/staff/accounts', ADMIN, detail(), [summary(), erased]);
    const table = await screen.findByTestId('accounts-table');
    expect(within(table).getByRole('link', { name: 'Zoe Rossi' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'deleted-1@nova.invalid' })).toBeTruthy();
  });

  it('is read only for a support agent: no controls', async () => {
    openAccounts(`/staff/accounts?userId=${USER_ID}`, AGENT);
    expect(await screen.findByTestId('account-read-only')).toBeTruthy();
    expect(screen.queryByTestId('account-controls')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
  });

  it('locks an account once the admin confirms', async () => {
    const { api } = openAccounts(`/staff/accounts?userId=${USER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock this account?' });
    expect(dialog.textContent).toContain('Every session of zoe@example.com ends at once');
    expect(api.callsTo('PUT', '/api/Admin/User')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Admin/User')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Admin/User')[0].body).toEqual({ userId: USER_ID, locked: true });
    expect((await screen.findByTestId('account-state')).textContent).toBe('Locked');
  });

  it('gives a role with confirmation, and offers the confirmation mail only to an unconfirmed account', async () => {
    const { api } = openAccounts(`/staff/accounts?userId=${USER_ID}`, ADMIN, detail({ confirmed: false }));
    const controls = await screen.findByTestId('account-controls');
    fireEvent.click(within(controls).getByRole('checkbox', { name: 'Support agent' }));
    fireEvent.click(within(controls).getByRole('button', { name: 'Save roles' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Admin/User')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Admin/User')[0].body).toEqual({ userId: USER_ID, roles: ['CUSTOMER', 'SUPPORT'] });

    // The controls start again from the account as the server answered it.
    const after = await screen.findByTestId('account-controls');
    expect((within(after).getByRole('checkbox', { name: 'Support agent' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(after).getByRole('button', { name: 'Send the confirmation mail again' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the confirmation mail again' }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/Admin/User/ResendConfirmation')).toHaveLength(1));
  });

  it('refunds an amount of an order once the admin confirms, after saying why a wrong one is refused', async () => {
    const { api } = openAccounts(`/staff/accounts?userId=${USER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /^Refund…\s*P-123$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order P-123?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    fireEvent.change(within(dialog).getByLabelText('Amount in EUR'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('At most €39.99 is left to refund.');
    expect(api.callsTo('POST', '/api/Payment/Refund')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Amount in EUR'), { target: { value: '10.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Payment/Refund')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Payment/Refund')[0].body).toEqual({ purchaseId: 'P-123', amount: 1050 });
  });

  it('offers no refund to a support agent', async () => {
    openAccounts(`/staff/accounts?userId=${USER_ID}`, AGENT);
    await screen.findByTestId('account-read-only');
    expect(screen.queryByRole('button', { name: /^Refund…/ })).toBeNull();
  });

  it('does not offer an admin to lock themselves or drop their own admin role', async () => {
    openAccounts(
      `/staff/accounts?userId=${USER_ID}`,
      ADMIN,
      detail({ email: ADMIN.email, roles: ['CUSTOMER', 'ADMIN'] }),
    );
    const controls = await screen.findByTestId('account-controls');
    expect(within(controls).queryByRole('button', { name: 'Lock account' })).toBeNull();
    expect((within(controls).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(controls).queryByRole('button', { name: 'Send the confirmation mail again' })).toBeNull();
  });

  it('speaks the page language', async () => {
    await changeLanguage('de');
    try {
      openAccounts('/staff/accounts', AGENT);
      expect(await screen.findByRole('heading', { level: 1, name: 'Konten' })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: 'Letzte Anmeldung' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
