import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubFetch } from '../testing';

/** The accordion's question buttons (the app shell has buttons of its own). */
function questionButtons() {
  const faq = document.querySelector<HTMLElement>('.faq');
  if (!faq) throw new Error('the FAQ is not on the page');
  return within(faq)
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-controls'));
}

describe('/support/faq', () => {
  it('groups at least 15 questions under player, VPN, VPN Box, payments and account', async () => {
    stubFetch();
    renderRoute('/support/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(
      expect.arrayContaining(['NOVA Player', 'VPN and Guard Pass', 'VPN Box', 'Payments and refunds', 'Your account']),
    );
    expect(questionButtons().length).toBeGreaterThanOrEqual(15);
    expect(screen.getByRole('status').textContent).toBe(
      `${questionButtons().length} of ${questionButtons().length} questions shown.`,
    );
  });

  it('opens and closes an answer: the button says whether its region is expanded', async () => {
    stubFetch();
    renderRoute('/support/faq');
    const button = await screen.findByRole('button', { name: 'What is the Guard Pass?' });
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region?.hidden).toBe(true);
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('aria-labelledby')).toBe(button.id);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hidden).toBe(false);
    expect(
      within(region as HTMLElement)
        .getByRole('link', { name: 'Guard Pass help' })
        .getAttribute('href'),
    ).toBe('/support/guard-pass');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters the questions as the visitor types and keeps the words in the address', async () => {
    stubFetch();
    const { router } = renderRoute('/support/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'pdf' } });
    expect(questionButtons().map((b) => b.textContent)).toEqual(['Where do I find my invoice?']);
    expect(screen.getByRole('status').textContent).toMatch(/^1 of \d+ questions shown\.$/);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'pdf' }));

    fireEvent.change(search, { target: { value: 'zzzz nothing' } });
    expect(questionButtons()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(
      'No question matches “zzzz nothing”. Try another word or open a support ticket.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questionButtons().length).toBeGreaterThanOrEqual(15);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('starts filtered by ?q=, as the help page sends it', async () => {
    stubFetch();
    renderRoute('/support/faq?q=password');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    expect((search as HTMLInputElement).value).toBe('password');
    expect(questionButtons().map((b) => b.textContent)).toContain('I forgot my password. What now?');
  });
});
