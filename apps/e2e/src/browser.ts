import { chromium, type Browser, type Page } from '@playwright/test';

/** The system Chromium the browser tests and `npm run screenshots` drive. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** A Chromium outside the test runner (scripts/screenshots.ts); the tests get theirs from playwright.config.ts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Collects console errors and uncaught page errors, which every page must be free of. */
export function watchErrors(page: Page, errors: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
