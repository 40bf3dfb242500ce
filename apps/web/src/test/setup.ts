import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/i18n';

beforeAll(async () => {
  // jsdom has no layout; the router's scroll restoration calls this.
  window.scrollTo = () => undefined;
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
