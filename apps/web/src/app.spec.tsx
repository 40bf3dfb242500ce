import type { PricingResponseBody } from './lib/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from './features/auth/auth';
import { createAppRouter, createQueryClient } from './router';
import { jsonResponse } from './test/fakes';

const pricing: PricingResponseBody = {
  country: 'GB',
  pricings: [
    { productType: 'VIDEO-PLAYER', productName: 'VIDEO-PLAYER-LIFETIME', price: 1499, currency: 'GBP' },
    { productType: 'VPN-PASS', productName: 'VPN-ONE-MONTH', price: 499, currency: 'GBP' },
  ],
  exclusions: [],
  shipmentCountries: [],
};

const refreshedLogin = {
  tfa: false,
  email: 'mario@nova.example',
  token: 'jwt-rotated',
  name: 'Mario',
  surname: 'rossi',
  country: 'IT',
  language: 'en',
  isReseller: false,
  lastLogOn: null,
  reminderMails: true,
  addresses: [],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/info.json')) return jsonResponse({ version: '1.4.2' });
    if (url.startsWith('/api/Pricing')) return jsonResponse(pricing);
    if (url.startsWith('/api/Changelog')) return jsonResponse({});
    // The start-up refresh of a stored token (spec 4): the server rotates it and answers the login shape.
    if (url.startsWith('/api/User/RefreshToken')) return jsonResponse(refreshedLogin);
    if (url.startsWith('/api/User/Logout')) return jsonResponse({ ok: true });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const sut = createAppRouter({
    auth: createAuth(),
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={sut} />
    </QueryClientProvider>,
  );
  return sut;
}

describe('app shell', () => {
  it('shows the player and VPN prices of the visitor country on the home page', async () => {
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('price-player').textContent).toBe('£14.99'));
    expect(screen.getByTestId('price-vpn').textContent).toBe('£4.99');
    expect(fetchMock).toHaveBeenCalledWith('/api/Pricing?country=en', expect.anything());
    expect(await screen.findByTestId('site-version')).toHaveProperty('textContent', 'Version 1.4.2');
  });

  it('shows the header links, language picker and login link', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const nav = within(screen.getByTestId('header-nav'));
    for (const name of ['Home', 'Player', 'VPN', 'FAQ']) expect(nav.getByRole('link', { name })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-picker'));
    // The menu is a chunk of its own: it shows once loaded.
    const options = within(await screen.findByTestId('language-menu')).getAllByRole('menuitemradio');
    expect(options.map((option) => option.dataset.testid)).toEqual(
      ['it', 'en', 'es', 'de', 'fr', 'ru'].map((code) => `language-option-${code}`),
    );
    // Flags are decorative: each option is named by its language alone.
    expect(options.every((option) => option.querySelector('img.language-flag')?.getAttribute('alt') === '')).toBe(true);
    expect(options.map((option) => option.textContent)).toEqual([
      'Italiano',
      'English',
      'Español',
      'Deutsch',
      'Français',
      'Русский',
    ]);
    expect(screen.getByTestId('login-link').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('app-header').dataset.solid).toBe('true');
  });

  it('shows the signed-in user as first name and surname initial, linking to the dashboard', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify({ name: 'Mario', surname: 'rossi', isReseller: false }));
    renderAt('/terms');
    const user = await screen.findByTestId('header-user');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-rotated'));
    expect(user.textContent).toBe('Mario R.');
    expect(user.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByTestId('login-link')).toBeNull();
  });

  it('logs out from the side menu: token and user gone, back to /login', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify({ name: 'Mario', surname: 'Rossi', isReseller: true }));
    const sut = renderAt('/dashboard/orders');
    // The docked menu's chunk loads on demand, the first time in this file here.
    fireEvent.click(await screen.findByTestId('menu-item-logout', undefined, { timeout: 5000 }));
    await waitFor(() => expect(sut.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByTestId('login-link')).toBeTruthy();
  });

  it('opens the menu as a modal drawer and closes it with Escape, focus back on its button', async () => {
    renderAt('/terms');
    const toggle = await screen.findByTestId('menu-toggle');
    fireEvent.click(toggle);
    // The menu's chunk loads on demand: until it arrives, a closed placeholder stands in its place.
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.open).toBe('true'), { timeout: 5000 });
    const menu = screen.getByTestId('side-menu');
    expect(menu.dataset.docked).toBe('false');
    expect(screen.getByTestId('menu-item-login').getAttribute('href')).toBe('/login');
    expect(document.querySelector('.app-content')?.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(menu.dataset.open).toBe('false'));
    expect(document.activeElement).toBe(toggle);
    expect(document.querySelector('.app-content')?.hasAttribute('inert')).toBe(false);
  });

  it.each(['/no/such/page', '/404'])('renders the not-found page at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it('sends visitors without a token from the dashboard to /login', async () => {
    const sut = renderAt('/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(sut.state.location.pathname).toBe('/login');
    expect(sut.state.location.search).toEqual({ redirect: '/dashboard/orders' });
  });

  it('lets a visitor with a stored token into the dashboard', async () => {
    localStorage.setItem('token', 'jwt');
    renderAt('/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
  });

  it('drops an off-site redirect target on the login page', async () => {
    const sut = renderAt('/login?redirect=%22https%3A%2F%2Fevil.example%22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(sut.state.location.search).toEqual({});
  });
});
