import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStorage } from '../test/fakes';
import { ConsentBanner } from './consent-banner';

function renderBanner(storage: ReturnType<typeof fakeStorage>) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <h1>page</h1>
          <ConsentBanner storage={storage} />
        </>
      ),
    }),
    history: createMemoryHistory(),
  });
  return render(<RouterProvider router={router} />);
}

describe('ConsentBanner', () => {
  it.each([
    ['consent-accept', 'true'],
    ['consent-decline', 'false'],
  ])('%s stores policy=%s and hides the banner', async (button, stored) => {
    const storage = fakeStorage();
    renderBanner(storage);
    expect((await screen.findByRole('link', { name: 'privacy policy' })).getAttribute('href')).toBe('/policy');
    fireEvent.click(screen.getByTestId(button));
    expect(storage.data.get('policy')).toBe(stored);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it.each(['true', 'false'])('is not shown once policy=%s is stored', async (stored) => {
    renderBanner(fakeStorage({ policy: stored }));
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});
