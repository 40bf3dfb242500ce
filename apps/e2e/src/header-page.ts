// Reading and driving the header (apps/web/src/layout/app-header) in the browser tests.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const header = (page: Page) => page.locator('header[data-testid="app-header"]');
export const headerNav = (page: Page) => page.locator('nav[data-testid="header-nav"]');
export const loginLink = (page: Page) => page.locator('header a[data-testid="login-link"]');

/** Picks a language in the header's picker. */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-picker').click();
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await page.getByTestId(`language-option-${code}`).click();
}
