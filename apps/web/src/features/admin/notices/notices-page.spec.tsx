import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import type { MaintenanceNotice, NewsEntry } from './api';

const ADMIN = { email: 'ada@nova.test', name: 'Ada', surname: 'Admin', roles: ['CUSTOMER', 'ADMIN'] as const };

const OFF: MaintenanceNotice = { shown: false, version: null, messages: {}, updatedAt: null };

function news(change: Partial<NewsEntry> = {}): NewsEntry {
  return {
    id: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    slug: 'summer-sale',
    titles: { en: 'Summer sale', de: 'Sommerangebot' },
    bodies: { en: 'Ten percent off.', de: 'Zehn Prozent Rabatt.' },
    publishedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...change,
  };
}

function openNotices(notice: MaintenanceNotice = OFF, entries: NewsEntry[] = [news()], roles = ADMIN.roles) {
  signedIn({ ...ADMIN, roles: [...roles] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Admin/Maintenance': () => jsonResponse(notice),
    'PUT /api/Admin/Maintenance': (request) => {
      const body = request.body as { version: string; messages: Record<string, string> };
      return jsonResponse({ shown: true, ...body, updatedAt: '2026-11-28T10:00:00.000Z' });
    },
    'DELETE /api/Admin/Maintenance': () => jsonResponse({ ...notice, shown: false }),
    'GET /api/Admin/News': () => jsonResponse({ items: entries, total: entries.length }),
    'POST /api/Admin/News': () => errorResponse(409, 'NEWS_SLUG_TAKEN'),
    'DELETE /api/Admin/News': () => jsonResponse(entries[0]),
  });
  return { api, ...renderApp('/staff/notices') };
}

describe('/staff/notices: the maintenance notice', () => {
  it('previews the chosen colour and sends the version with the messages written', async () => {
    const { api } = openNotices();
    const section = await screen.findByTestId('maintenance-section');
    expect((await within(section).findByTestId('maintenance-state')).textContent).toBe('No notice is shown.');
    fireEvent.change(within(section).getByLabelText('Colour'), { target: { value: '0.0.3' } });
    fireEvent.change(within(section).getByLabelText(/^English/), { target: { value: 'Back at 23:00.' } });
    fireEvent.change(within(section).getByLabelText('Italian'), { target: { value: 'Di nuovo alle 23:00.' } });
    const preview = within(section).getByTestId('maintenance-preview');
    expect(preview.textContent).toBe('Back at 23:00.');
    // 0.0.3: yellow with black text, as the banner shows it.
    expect(preview.style.background).toBe('rgb(249, 168, 37)');
    expect(preview.style.color).toBe('rgb(0, 0, 0)');
    fireEvent.click(within(section).getByRole('button', { name: 'Show the notice' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Admin/Maintenance')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Admin/Maintenance')[0].body).toEqual({
      version: '0.0.3',
      messages: { en: 'Back at 23:00.', it: 'Di nuovo alle 23:00.' },
    });
  });

  it('says why a notice without English is refused, and sends nothing', async () => {
    const { api } = openNotices();
    const section = await screen.findByTestId('maintenance-section');
    fireEvent.change(await within(section).findByLabelText('German'), { target: { value: 'Wartung' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Show the notice' }));
    const english = within(section).getByLabelText(/^English/);
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(english.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'visitors whose language has no text read it',
    );
    expect(api.callsTo('PUT', '/api/Admin/Maintenance')).toHaveLength(0);
  });

  it('removes a shown notice only once confirmed', async () => {
    const shown: MaintenanceNotice = {
      shown: true,
      version: '0.0.2',
      messages: { en: 'Maintenance tonight.' },
      updatedAt: '2026-11-28T09:00:00.000Z',
    };
    const { api } = openNotices(shown);
    const section = await screen.findByTestId('maintenance-section');
    expect(((await within(section).findByLabelText('Colour')) as HTMLSelectElement).value).toBe('0.0.2');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove the notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the maintenance notice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/Admin/Maintenance')).toHaveLength(0);
    fireEvent.click(within(section).getByRole('button', { name: 'Remove the notice' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the notice' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/Admin/Maintenance')).toHaveLength(1));
  });

  it('is no page for a support agent', async () => {
    openNotices(OFF, [], ['CUSTOMER', 'SUPPORT'] as never);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('/staff/notices: the news', () => {
  it('lists entries with their state, and deletes one once confirmed', async () => {
    const { api } = openNotices(OFF, [
      news(),
      news({
        id: 'a1b2c3d4-0000-4000-8000-000000000000',
        slug: 'draft-one',
        publishedAt: null,
        titles: { en: 'Soon' },
      }),
    ]);
    const table = await screen.findByTestId('news-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Summer sale');
    expect(rows[0].textContent).toContain('Published on');
    expect(rows[1].textContent).toContain('Draft');
    fireEvent.click(within(rows[0]).getByRole('button', { name: /^Delete\s*summer-sale$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this news entry?' });
    expect(dialog.textContent).toContain('“Summer sale”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/Admin/News')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/Admin/News')[0].query.get('newsId')).toBe(news().id);
  });

  it("checks a new entry as the server does and says the server's refusal", async () => {
    const { api } = openNotices(OFF, []);
    fireEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    const form = await screen.findByTestId('news-form');
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'Summer Sale' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(within(form).getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('POST', '/api/Admin/News')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'summer-sale' } });
    const [title] = within(form).getAllByLabelText(/^English/);
    const [, body] = within(form).getAllByLabelText(/^English/);
    fireEvent.change(title, { target: { value: 'Summer sale' } });
    fireEvent.change(body, { target: { value: 'Ten percent off.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect((await within(form).findByTestId('form-alert')).textContent).toBe(
      'Another news entry already uses this slug.',
    );
    expect(api.callsTo('POST', '/api/Admin/News')[0].body).toEqual({
      slug: 'summer-sale',
      published: false,
      titles: { en: 'Summer sale' },
      bodies: { en: 'Ten percent off.' },
    });
  });

  it('speaks the page language', async () => {
    await changeLanguage('fr');
    try {
      openNotices();
      expect(await screen.findByRole('heading', { level: 2, name: 'Avis de maintenance' })).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 2, name: 'Actualités' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
