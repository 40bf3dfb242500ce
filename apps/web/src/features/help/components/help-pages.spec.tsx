import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, stubFetch } from '../testing';

/** The site configuration a server puts in the page (its SELLER_*, SUPPORT_EMAIL and PRIVACY_EMAIL settings). */
function configureSite(config: Record<string, unknown>) {
  const meta = document.createElement('meta');
  meta.name = 'site-config';
  meta.content = JSON.stringify(config);
  document.head.append(meta);
}

const CONFIGURED = {
  company: 'NOVA Media S.r.l.',
  address: ['Via Roma 1', '20100 Milano', 'Italy'],
  supportEmail: 'support@nova.example',
  privacyEmail: 'privacy@nova.example',
};

beforeEach(() => configureSite(CONFIGURED));
afterEach(() => document.head.querySelectorAll('meta[name="site-config"]').forEach((meta) => meta.remove()));

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('legal pages', () => {
  it.each([
    ['/policy', 'Privacy policy', ['Data controller', 'Cookies and local storage', 'Your rights']],
    ['/terms', 'Terms of service', ['Your account', 'Applicable law and disputes']],
    ['/refund-policy', 'Refund policy', ['VPN Box', 'How to ask for a refund']],
  ])("%s reads like a shop's legal text", async (path, title, sections) => {
    stubFetch();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Last updated: November 1, 2026')).toBeTruthy();
    const numbered = headings(2).filter((h) => /^\d+\. /.test(h ?? ''));
    expect(numbered.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) expect(numbered.some((h) => h?.endsWith(`. ${section}`))).toBe(true);
    expect(document.body.textContent).toContain('NOVA Media S.r.l., Via Roma 1, 20100 Milano, Italy');
    expect(screen.getAllByRole('link', { name: 'support@nova.example' })[0]?.getAttribute('href')).toBe(
      'mailto:support@nova.example',
    );
    await waitFor(() => expect(document.title).toBe(`${title} – NOVA`));
  });

  it('names the stored values, the processors and the privacy contact in the privacy policy', async () => {
    stubFetch();
    renderRoute('/policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const text = document.body.textContent ?? '';
    for (const key of ['token:', 'user:', 'language:', 'policy:']) expect(text).toContain(key);
    expect(text).toContain('Stripe Payments Europe');
    expect(text).toContain('PayPal (Europe)');
    expect(screen.getAllByRole('link', { name: 'privacy@nova.example' }).length).toBeGreaterThan(0);
  });

  it.each(['/policy', '/terms', '/refund-policy'])(
    '%s reads well without a configured address or e-mail',
    async (path) => {
      document.head.querySelectorAll('meta[name="site-config"]').forEach((meta) => meta.remove());
      configureSite({ company: 'NOVA Media S.r.l.' });
      stubFetch();
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      const text = document.body.textContent ?? '';
      expect(text).toContain('NOVA Media S.r.l.');
      expect(text).not.toMatch(/S\.r\.l\.\.|S\.r\.l\.,\s*[.(]|write to\s*[.;]|E-mail:\s*\.|#\w+#|undefined|\uE000/);
      expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
      expect(
        Array.from(document.querySelectorAll('p, li')).filter((element) => element.textContent?.trim() === ''),
      ).toHaveLength(0);
    },
  );
});

describe('support articles', () => {
  it.each([
    ['/support/player', 'Player help', '/player/manage-your-app'],
    ['/support/guard-pass', 'Guard Pass help', '/player/vpn-pass'],
    ['/support/vpn', 'VPN help', '/vpn/buy'],
    ['/support/user', 'Account help', '/forgotPassword'],
  ])('%s has step lists, links to its pages and to a ticket', async (path, title, linked) => {
    stubFetch();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.querySelectorAll('ol.help-steps li').length).toBeGreaterThanOrEqual(10);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(linked);
    const ticketLinks = screen
      .getAllByRole('link', { name: 'Open a support ticket' })
      .map((a) => a.getAttribute('href'));
    expect(ticketLinks).toContain('/dashboard/ticket');
    expect(hrefs).not.toContain(path);
  });
});

describe('/help', () => {
  it('links the FAQ, every support page, tickets, status and the legal pages', async () => {
    stubFetch();
    renderRoute('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/support/faq',
      '/support/player',
      '/support/guard-pass',
      '/support/vpn',
      '/support/user',
      '/dashboard/ticket',
      '/status',
      '/policy',
      '/terms',
      '/refund-policy',
      '/unsubscribe',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain('mailto:support@nova.example');
    expect(screen.getByTestId('company-address').textContent).toBe('NOVA Media S.r.l.Via Roma 120100 MilanoItaly');
  });

  it('shows neither mail links nor an address line that is not configured', async () => {
    document.head.querySelectorAll('meta[name="site-config"]').forEach((meta) => meta.remove());
    configureSite({ company: 'Shop S.p.A.' });
    stubFetch();
    renderRoute('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByTestId('company-address').textContent).toBe('Shop S.p.A.');
    expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('write to');
  });

  it('sends a search to the FAQ', async () => {
    stubFetch();
    const { router } = renderRoute('/help');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'What do you need help with?' }), {
      target: { value: 'refund' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/faq'));
    expect(router.state.location.search).toEqual({ q: 'refund' });
    expect(((await screen.findByRole('searchbox', { name: 'Search the questions' })) as HTMLInputElement).value).toBe(
      'refund',
    );
  });
});
