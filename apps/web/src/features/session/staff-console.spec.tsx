import type { UserRole } from '@shop/contracts';
import type { LoginSuccessResponse } from '../../lib/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fakes';
import { createAuth } from '../auth/auth';
import { createAppRouter, createQueryClient } from '../../router';

/** What the API answers to the start-up refresh of the stored session: the account's current roles. */
let refreshedRoles: UserRole[] = ['CUSTOMER'];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/User/RefreshToken')) {
        const answer: LoginSuccessResponse = {
          tfa: false,
          email: 'a@shop.test',
          token: 'jwt-rotated',
          name: 'Ada',
          surname: 'Lovelace',
          country: 'GB',
          language: 'en',
          isReseller: false,
          roles: refreshedRoles,
          lastLogOn: null,
          reminderMails: true,
          addresses: [],
        };
        return jsonResponse(answer);
      }
      if (url.startsWith('/info.json')) return jsonResponse({ version: '1.0.0' });
      if (url.startsWith('/api/Pricing'))
        return jsonResponse({ country: 'GB', pricings: [], exclusions: [], shipmentCountries: [] });
      return jsonResponse({}, 200);
    }),
  );
});

function openStaffConsole(stored: Record<string, unknown>, roles: UserRole[]) {
  refreshedRoles = roles;
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user', JSON.stringify({ name: 'Ada', surname: 'Lovelace', ...stored }));
  const queryClient = createQueryClient();
  const router = createAppRouter({
    auth: createAuth(),
    queryClient,
    history: createMemoryHistory({ initialEntries: ['/staff'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/staff', () => {
  it('is the not-found page for a reseller or customer', async () => {
    openStaffConsole({ isReseller: true, roles: ['CUSTOMER'] }, ['CUSTOMER']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-rotated'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Staff console' })).toBeNull();
  });

  it.each([['SUPPORT'], ['ADMIN']] as const)('is the staff console for %s', async (role) => {
    openStaffConsole({ roles: ['CUSTOMER', role] }, ['CUSTOMER', role]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeTruthy();
  });

  it('follows the roles the session refresh brings (a user stored before roles were kept)', async () => {
    openStaffConsole({}, ['CUSTOMER', 'ADMIN']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeTruthy();
  });
});
