import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import type { AdminShipment } from './api';
import { resetShipmentsFirst } from './use-shipments-first';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] };
const SHIPMENT_ID = '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

function shipment(change: Partial<AdminShipment> = {}): AdminShipment {
  return {
    id: SHIPMENT_ID,
    status: 'pending',
    purchaseId: 'P-box42',
    paidAt: '2026-11-25T09:00:00.000Z',
    customer: { id: '1d7a4b63-3c8e-4f2b-8a9f-4e3d2c1b0a9f', name: 'Marco Bianchi', email: 'marco@example.com' },
    address: {
      name: 'Marco',
      surname: 'Bianchi',
      company: null,
      street: 'Via Roma 1',
      zip: '00184',
      city: 'Roma',
      province: 'RM',
      country: 'IT',
      phone: null,
    },
    items: [{ productName: 'VPNBOX-TWELVE-MONTHS-HW', quantity: 1 }],
    boxSerial: 'NOVA-BOX-7K2M9QXR4T6P',
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
    createdAt: '2026-11-25T09:00:01.000Z',
    ...change,
  };
}

const SHIPPED = shipment({
  status: 'shipped',
  carrier: 'DHL',
  trackingNumber: 'JD0146000062',
  trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD0146000062',
  shippedAt: '2026-11-26T09:00:00.000Z',
});

function openShipments(
  path = '/staff/shipments',
  items: AdminShipment[] = [shipment()],
  routes: Record<string, ApiHandler> = {},
  roles = ADMIN.roles,
) {
  signedIn({ ...ADMIN, roles: [...roles] } as never);
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/Shipments': () => jsonResponse({ items, total: items.length }),
    'POST /api/Admin/Shipments/MarkShipped': () => jsonResponse(SHIPPED),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

afterEach(() => resetShipmentsFirst());

describe('/staff/shipments', () => {
  it('lists the boxes waiting to be sent: order, customer, address, items and serial', async () => {
    const { api } = openShipments();
    const row = await screen.findByTestId('shipment-row');
    for (const text of ['P-box42', 'Marco Bianchi', 'marco@example.com', 'Via Roma 1', '00184 Roma RM', 'Italy'])
      expect(row.textContent).toContain(text);
    expect(row.textContent).toContain('1 × VPNBOX-TWELVE-MONTHS-HW');
    expect(row.textContent).toContain('NOVA-BOX-7K2M9QXR4T6P');
    expect(screen.getByTestId('shipments-count').textContent).toBe('Boxes waiting to be sent: 1');
    expect(screen.getByRole('link', { name: 'Shipments' }).getAttribute('aria-current')).toBe('page');
    const asked = api.callsTo('GET', '/api/Admin/Shipments').at(-1);
    expect(asked?.query.get('status')).toBe('pending');
    expect(asked?.query.get('sort')).toBe('paidAt');
    // Only the move its status allows.
    expect(within(row).queryByRole('button', { name: 'Delivered' })).toBeNull();
  });

  it('marks a box shipped with a carrier of the list, the number without its spaces', async () => {
    const { api } = openShipments();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark order P-box42 shipped' }));
    const form = screen.getByTestId('mark-shipped-form');
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'DHL' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'JD01 4600 0062' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped and tell the customer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Admin/Shipments/MarkShipped')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Admin/Shipments/MarkShipped')[0].body).toEqual({
      shipmentId: SHIPMENT_ID,
      carrier: 'DHL',
      trackingNumber: 'JD0146000062',
    });
    await waitFor(() => expect(screen.queryByTestId('mark-shipped-form')).toBeNull());
    // The list is asked again to show where the box is now.
    await waitFor(() => expect(api.callsTo('GET', '/api/Admin/Shipments').length).toBeGreaterThan(1));
  });

  it('says why a carrier or a number is refused before sending, as the server would', async () => {
    const { api } = openShipments();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark order P-box42 shipped' }));
    const form = screen.getByTestId('mark-shipped-form');
    const submit = within(form).getByRole('button', { name: 'Mark shipped and tell the customer' });
    fireEvent.click(submit);
    await waitFor(() => expect(form.textContent).toContain('Choose the carrier, or type its name.'));
    expect(form.textContent).toContain('Enter the tracking number.');
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'other' } });
    fireEvent.change(within(form).getByLabelText("Carrier's name"), { target: { value: '<b>' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'AB1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(form.textContent).toContain("A carrier's name has 2 to 40 letters"));
    expect(form.textContent).toContain('A tracking number has 4 to 40 letters, digits or hyphens.');
    expect(within(form).getByLabelText("Carrier's name").getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/Admin/Shipments/MarkShipped')).toHaveLength(0);
  });

  it("shows the server's refusal when someone shipped it first", async () => {
    openShipments('/staff/shipments', [shipment()], {
      'POST /api/Admin/Shipments/MarkShipped': () => errorResponse(409, 'SHIPMENT_NOT_PENDING'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark order P-box42 shipped' }));
    const form = screen.getByTestId('mark-shipped-form');
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'UPS' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: '1Z999AA10123456784' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped and tell the customer' }));
    expect((await within(form).findByTestId('form-alert')).textContent).toContain('no longer waiting to be sent');
  });

  it('marks a shipped box delivered after asking, with its tracking link shown', async () => {
    const { api } = openShipments('/staff/shipments?status=shipped', [SHIPPED], {
      'POST /api/Admin/Shipments/MarkDelivered': () => jsonResponse({ ...SHIPPED, status: 'delivered' }),
    });
    const row = await screen.findByTestId('shipment-row');
    const link = within(row).getByRole('link', { name: /JD0146000062/ });
    expect(link.getAttribute('href')).toBe(SHIPPED.trackingUrl);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(api.callsTo('GET', '/api/Admin/Shipments').at(-1)?.query.get('status')).toBe('shipped');
    fireEvent.click(within(row).getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mark order P-box42 delivered?');
    expect(api.callsTo('POST', '/api/Admin/Shipments/MarkDelivered')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Admin/Shipments/MarkDelivered')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Admin/Shipments/MarkDelivered')[0].body).toEqual({ shipmentId: SHIPMENT_ID });
  });

  it('filters by status and sorts by payment date from the address', async () => {
    const { api, router } = openShipments();
    await screen.findByTestId('shipment-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'all' }));
    fireEvent.click(screen.getByRole('button', { name: /^Order/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'all', sort: '-paidAt' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Admin/Shipments').at(-1)?.query.get('sort')).toBe('-paidAt'));
  });

  it('says when no box waits', async () => {
    openShipments('/staff/shipments', []);
    expect((await screen.findByTestId('data-empty')).textContent).toContain('No box is waiting to be sent.');
  });

  it('is no page for a support agent', async () => {
    openShipments('/staff/shipments', [shipment()], {}, ['CUSTOMER', 'SUPPORT']);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    await changeLanguage('de');
    try {
      openShipments();
      expect((await screen.findByTestId('shipments-count')).textContent).toBe('Boxen, die auf den Versand warten: 1');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Versand');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('/staff for an admin', () => {
  it('opens the shipments when boxes wait to be sent', async () => {
    const { router } = openShipments('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/shipments'));
    expect(await screen.findByTestId('shipment-row')).toBeTruthy();
  });

  it('stays on the tickets when no box waits', async () => {
    const { router, api } = openShipments('/staff', []);
    await waitFor(() => expect(api.callsTo('GET', '/api/Admin/Shipments')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('data-loading')).toBeNull());
    expect(router.state.location.pathname).toBe('/staff');
  });
});
