import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadToastify } from '../components/toast/toast';
import { initI18n } from '../i18n/i18n';

beforeAll(async () => {
  // jsdom has no layout; the router's scroll restoration calls this.
  window.scrollTo = () => undefined;
  // jsdom has no media queries either; tests that need the narrow layout replace this.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  await initI18n('en');
  // The app downloads the toast library with its first toast; tests have it at hand, so a toast is
  // raised while its test runs rather than in the next one.
  await loadToastify();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
