import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import type { AuditEntry } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };

function entry(change: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '8f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
    at: '2026-11-27T10:00:00.000Z',
    actor: { id: '1d7a4b63-3c8e-4f2b-8a9f-4e3d2c1b0a9f', email: 'ada@nova.test', name: 'Ada' },
    action: 'shipment.markShipped',
    entity: 'Shipment',
    entityId: '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    before: { status: 'PENDING', trackingNumber: null },
    after: { status: 'SHIPPED', trackingNumber: '1Z999' },
    ...change,
  };
}

function openAuditLog(path = '/staff/audit', entries: AuditEntry[] = [entry()], roles = ADMIN.roles) {
  signedIn({ ...ADMIN, roles: [...roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/AuditLog': () => jsonResponse({ items: entries, total: entries.length }),
  });
  return { api, ...renderApp(path) };
}

describe('/staff/audit', () => {
  it('lists each change with who made it and the fields before and after', async () => {
    openAuditLog();
    const table = await screen.findByTestId('audit-table');
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('Ada (ada@nova.test)');
    expect(row.textContent).toContain('shipment.markShipped');
    expect(within(row).getByText('PENDING').tagName).toBe('DEL');
    expect(within(row).getByText('SHIPPED').tagName).toBe('INS');
    expect(within(row).getByText('1Z999')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });

  it("narrows to one object's changes and sends the filters to the API", async () => {
    const { api, router } = openAuditLog();
    await screen.findByTestId('audit-table');
    fireEvent.click(screen.getByRole('button', { name: /^Shipment 5b0e5f6c/ }));
    expect((await screen.findByTestId('audit-object')).textContent).toContain('Only Shipment 5b0e5f6c');
    expect(router.state.location.search).toMatchObject({ entity: 'Shipment' });
    const asked = api.callsTo('GET', '/api/Admin/AuditLog').at(-1);
    expect(asked?.query.get('entity')).toBe('Shipment');
    expect(asked?.query.get('entityId')).toBe('5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c');
  });

  it('says when nothing matches', async () => {
    openAuditLog('/staff/audit', []);
    expect((await screen.findByTestId('data-empty')).textContent).toContain('No changes match.');
  });

  it('shows the failure of the call with a retry', async () => {
    signedIn(ADMIN as never);
    stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'GET /api/Admin/AuditLog': () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp('/staff/audit');
    expect(await screen.findByTestId('data-error', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('is no page for a support agent', async () => {
    openAuditLog('/staff/audit', [entry()], ['CUSTOMER', 'SUPPORT'] as never);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    await changeLanguage('de');
    try {
      openAuditLog();
      expect(await screen.findByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: 'Wer' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
