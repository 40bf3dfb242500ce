import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fakes';
import { callsTo, deferred, renderRoute, stubFetch } from '../testing';

const HEALTH = '/api/health';

function row(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('/status', () => {
  it('shows a loading state until the first check answers', async () => {
    const answer = deferred<Response>();
    stubFetch({ [HEALTH]: () => answer.promise });
    renderRoute('/status');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Service status');
    expect(await screen.findByText('Checking the services…')).toBeTruthy();
    answer.resolve(jsonResponse({ status: 'ok', database: 'up', version: '2.0.1' }));
    expect(await screen.findByText('All systems operational')).toBeTruthy();
  });

  it('shows every service operational, the version and the time of the check', async () => {
    stubFetch({ [HEALTH]: () => jsonResponse({ status: 'ok', database: 'up', version: '2.0.1' }) });
    renderRoute('/status');
    expect(await screen.findByRole('heading', { level: 2, name: 'All systems operational' })).toBeTruthy();
    expect(within(row('Website and account services')).getByText('Operational')).toBeTruthy();
    expect(within(row('Database')).getByText('Operational').closest('[data-state]')?.getAttribute('data-state')).toBe(
      'up',
    );
    expect(row('Site version').textContent).toBe('2.0.1');
    expect(row('Last checked').querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports the database down when the API answers 503', async () => {
    stubFetch({ [HEALTH]: () => jsonResponse({ status: 'error', database: 'down', version: '2.0.1' }, 503) });
    renderRoute('/status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Some services are not working' })).toBeTruthy();
    expect(within(row('Website and account services')).getByText('Operational')).toBeTruthy();
    expect(within(row('Database')).getByText('Unavailable')).toBeTruthy();
    // The version still shows: the one loaded at start-up.
    await waitFor(() => expect(row('Site version').textContent).toBe('1.4.2'));
  });

  it('shows a translated error when the API cannot be reached', async () => {
    stubFetch({ [HEALTH]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRoute('/status');
    expect((await screen.findByRole('alert')).textContent).toContain('We cannot reach our servers right now.');
    expect(screen.getByRole('heading', { level: 2, name: 'Our services cannot be reached' })).toBeTruthy();
    expect(within(row('Website and account services')).getByText('Unavailable')).toBeTruthy();
    expect(within(row('Database')).getByText('Unknown')).toBeTruthy();
  });

  it('checks again on request, and recovers', async () => {
    let up = false;
    const fetchMock = stubFetch({
      [HEALTH]: () =>
        up
          ? jsonResponse({ status: 'ok', database: 'up', version: '2.0.1' })
          : Promise.reject(new TypeError('offline')),
    });
    renderRoute('/status');
    await screen.findByRole('alert');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All systems operational' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, HEALTH)).toHaveLength(2);
  });
});
