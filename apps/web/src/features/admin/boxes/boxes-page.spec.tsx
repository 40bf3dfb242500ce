import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import { readSerialList, serialsOfCsv, type AdminBox } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };

function box(change: Partial<AdminBox> = {}): AdminBox {
  return {
    id: '8f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
    serial: 'NOVA-BOX-0007',
    status: 'paired',
    owner: { id: '1d7a4b63-3c8e-4f2b-8a9f-4e3d2c1b0a9f', email: 'carla@nova.test' },
    createdAt: '2026-11-01T10:00:00.000Z',
    soldAt: '2026-11-20T10:00:00.000Z',
    pairedAt: '2026-11-20T10:00:00.000Z',
    subscriptionEndsAt: '2027-11-20T10:00:00.000Z',
    ...change,
  };
}

function openBoxes(path = '/staff/boxes', extra: Parameters<typeof stubApi>[0] = {}) {
  signedIn({ ...ADMIN, roles: [...ADMIN.roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/Boxes': () =>
      jsonResponse({
        items: [
          box(),
          box({
            id: 'b2',
            serial: 'NOVA-BOX-0008',
            status: 'inStock',
            owner: null,
            soldAt: null,
            pairedAt: null,
            subscriptionEndsAt: null,
          }),
        ],
        total: 2,
        inStock: 17,
      }),
    ...extra,
  });
  return { api, ...renderApp(path) };
}

const serialsBox = () => screen.getByLabelText(/^Serials:/);

describe('reading serials', () => {
  it('takes a pasted list in any letter case and separator, naming what is not a serial or is there twice', () => {
    expect(readSerialList(' nova-box-0001, NOVA-BOX-0002;NOVA-BOX-0001\nbox-7\n\n')).toEqual({
      serials: ['NOVA-BOX-0001', 'NOVA-BOX-0002'],
      invalid: ['box-7'],
      repeated: ['NOVA-BOX-0001'],
    });
  });

  it("takes a CSV file's first column and skips its header row", () => {
    expect(serialsOfCsv('serial,batch\r\n"NOVA-BOX-0101",7\nNOVA-BOX-0102;7\n\n')).toEqual([
      'NOVA-BOX-0101',
      'NOVA-BOX-0102',
    ]);
    expect(serialsOfCsv('NOVA-BOX-0101\nNOVA-BOX-0102')).toEqual(['NOVA-BOX-0101', 'NOVA-BOX-0102']);
  });
});

describe('/staff/boxes', () => {
  it('lists the boxes with their state, owner and the number in stock', async () => {
    openBoxes();
    const table = await screen.findByTestId('boxes-table');
    const [, paired, inStock] = within(table).getAllByRole('row');
    expect(paired.textContent).toContain('NOVA-BOX-0007');
    expect(paired.textContent).toContain('Paired');
    expect(paired.textContent).toContain('carla@nova.test');
    expect(inStock.textContent).toContain('In stock');
    expect(screen.getByTestId('boxes-in-stock').textContent).toBe('Boxes in stock: 17');
    expect(screen.getByRole('link', { name: 'Boxes' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends the search and state filters to the API and keeps them in the address', async () => {
    const { api, router } = openBoxes();
    await screen.findByTestId('boxes-table');
    fireEvent.change(screen.getByLabelText('Serial or e-mail'), { target: { value: 'carla' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'paired' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(router.state.location.search).toMatchObject({ q: 'carla', status: 'paired' });
    const asked = api.callsTo('GET', '/api/Admin/Boxes').at(-1);
    expect(asked?.query.get('q')).toBe('carla');
    expect(asked?.query.get('status')).toBe('paired');
  });

  it('counts the serials as they are typed and will not send a list with a bad or repeated one', async () => {
    openBoxes();
    await screen.findByTestId('boxes-table');
    fireEvent.change(serialsBox(), { target: { value: 'NOVA-BOX-0101\nNOVA-BOX-0102\nnova-box-0101\nbox' } });
    const preview = screen.getByTestId('box-import-preview');
    expect(preview.textContent).toContain('Serials to import: 2');
    expect(preview.textContent).toContain('Not a serial: box');
    expect(preview.textContent).toContain('Listed twice: NOVA-BOX-0101');
    expect(screen.getByRole('button', { name: 'Import 2 boxes' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads a CSV file into the list', async () => {
    openBoxes();
    await screen.findByTestId('boxes-table');
    const file = new File(['serial\nNOVA-BOX-0201\nNOVA-BOX-0202\n'], 'boxes.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/CSV file/), { target: { files: [file] } });
    expect(await screen.findByText('Serials to import: 2')).toBeTruthy();
    expect((serialsBox() as HTMLTextAreaElement).value).toBe('NOVA-BOX-0201\nNOVA-BOX-0202');
  });

  it('imports the list and says how many are in stock now', async () => {
    const { api } = openBoxes('/staff/boxes', {
      'POST /api/Admin/Boxes': () => jsonResponse({ imported: 2, inStock: 19 }, 201),
    });
    await screen.findByTestId('boxes-table');
    fireEvent.change(serialsBox(), { target: { value: 'nova-box-0301, NOVA-BOX-0302' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 boxes' }));
    expect(await screen.findByText('2 boxes imported. Boxes in stock now: 19.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Admin/Boxes')[0].body).toEqual({ serials: ['NOVA-BOX-0301', 'NOVA-BOX-0302'] });
    expect((serialsBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('names the serials registered already when the server refuses the import', async () => {
    openBoxes('/staff/boxes', {
      'POST /api/Admin/Boxes': () =>
        errorResponse(409, 'BOX_SERIAL_DUPLICATE', { fields: { registered: ['NOVA-BOX-0007'] } }),
    });
    await screen.findByTestId('boxes-table');
    fireEvent.change(serialsBox(), { target: { value: 'NOVA-BOX-0007\nNOVA-BOX-0401' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 boxes' }));
    expect((await screen.findByTestId('box-import-refused')).textContent).toBe('Registered already: NOVA-BOX-0007');
    expect((await screen.findByTestId('form-alert')).textContent).toContain('Nothing was imported');
  });

  it('is no page for a support agent', async () => {
    signedIn({ ...ADMIN, roles: ['CUSTOMER', 'SUPPORT'] });
    stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')) });
    renderApp('/staff/boxes');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
