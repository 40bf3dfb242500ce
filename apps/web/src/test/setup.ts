import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18next from 'i18next';
import { loadedToastify, loadToastify } from '../components/toast/toast';
import { changeLanguage, initI18n } from '../i18n/i18n';

// findBy… and waitFor give up after 1 s by default: on a loaded machine (the browser suite and the
// API tests beside these on two cores) a file's first render can take many seconds (its route chunks
// transformed on demand; 15 s was once not enough in CI). What is awaited still has to appear; only
// how long it may take changes, within the test's own limit of 60 s (vitest.config.ts).
configure({ asyncUtilTimeout: 40_000 });

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
  // The component files of a worker share their modules (vitest.config.ts, isolate: false): each
  // starts in English whatever the last one switched to.
  await initI18n('en');
  if (i18next.language !== 'en') await changeLanguage('en');
  // The app downloads the toast library with its first toast; tests have it at hand, so a toast is
  // raised while its test runs rather than in the next one.
  await loadToastify();
});

afterEach(() => {
  // Toasts of this test go with it: a toast of the same id would not be shown again in the next.
  loadedToastify()?.toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
