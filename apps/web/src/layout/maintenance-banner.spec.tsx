import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '../features/catalog/api';
import { i18next } from '../i18n/i18n';
import { MaintenanceBanner, NOTICE_RELOAD_DELAY_MS } from './maintenance-banner';

const notice = { message: 'Maintenance tonight', background: '#c62828', color: '#ffffff' };

function renderBanner(active: boolean) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <MaintenanceBanner notice={active ? notice : null} />
    </QueryClientProvider>,
  );
  return invalidate;
}

afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('MaintenanceBanner', () => {
  it('shows the message in the version colours', () => {
    renderBanner(true);
    const banner = screen.getByTestId('maintenance-banner');
    expect(banner.textContent).toBe('Maintenance tonight');
    expect(banner.style.background).toBe('rgb(198, 40, 40)');
    expect(banner.style.color).toBe('rgb(255, 255, 255)');
  });

  it('reloads the notice about 200 ms after a language switch', async () => {
    const invalidate = renderBanner(true);
    vi.useFakeTimers();
    await act(() => i18next.changeLanguage('it'));
    act(() => vi.advanceTimersByTime(NOTICE_RELOAD_DELAY_MS - 1));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogKeys.news() });
  });

  it('does not reload when no notice is active', async () => {
    const invalidate = renderBanner(false);
    vi.useFakeTimers();
    await act(() => i18next.changeLanguage('it'));
    act(() => vi.advanceTimersByTime(NOTICE_RELOAD_DELAY_MS * 5));
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });
});
