// Reading and driving the side menu (apps/web/src/layout/side-menu) in the browser tests.
import type { Page } from '@playwright/test';
import { expect, heading, settled } from './fixtures';

export { pathOf } from './fixtures';
export const aside = (page: Page) => page.locator('aside[data-testid="side-menu"]');
export const item = (page: Page, key: string) => aside(page).locator(`[data-testid="menu-item-${key}"]`);

export const GROUPS = ['player', 'vpn', 'account'] as const;

export interface PricingBody {
  country: string;
  exclusions: { productType: string }[];
  pricings: { productType: string; productName: string }[];
}

/**
 * Navigates, waits for the page's pricing answer and for the page to settle, so an item's absence
 * is not read before the prices that decide it have arrived and been rendered.
 */
export async function gotoWithPricing(page: Page, url: string): Promise<PricingBody> {
  // Registered once the new document has committed, so a pricing answer of the previous page does not count.
  await page.goto(url, { waitUntil: 'commit' });
  const response = await page.waitForResponse((r) => r.url().includes('/api/Pricing'));
  const body = (await response.json()) as PricingBody;
  await heading(page);
  await settled(page);
  return body;
}

/** Opens the drawer unless the menu is docked. */
export async function showMenu(page: Page): Promise<void> {
  const menu = aside(page);
  await menu.waitFor({ state: 'attached' });
  if ((await menu.getAttribute('data-docked')) === 'true' || (await menu.getAttribute('data-open')) === 'true') return;
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toHaveAttribute('data-open', 'true');
}

export async function expandGroup(page: Page, group: string, expanded = true): Promise<void> {
  const button = aside(page).locator(`button[data-testid="menu-group-${group}"]`);
  if ((await button.getAttribute('aria-expanded')) !== String(expanded)) await button.click();
  await expect(button).toHaveAttribute('aria-expanded', String(expanded));
}

/**
 * Keys of the visible menu items in DOM order, after opening the menu and every group. Reads them
 * once the page has settled: which items show depends on the session and the price lists.
 */
export async function visibleKeys(page: Page): Promise<string[]> {
  await showMenu(page);
  for (const group of GROUPS) {
    if ((await aside(page).locator(`button[data-testid="menu-group-${group}"]`).count()) > 0)
      await expandGroup(page, group);
  }
  await settled(page);
  const all = aside(page).locator('[data-testid^="menu-item-"]');
  const keys: string[] = [];
  for (const el of await all.all()) {
    if (await el.isVisible()) keys.push(((await el.getAttribute('data-testid')) ?? '').replace('menu-item-', ''));
  }
  return keys;
}

/** Document order of menu items and group buttons (test ids without the `menu-` prefix). */
export async function menuOrder(page: Page): Promise<string[]> {
  return aside(page)
    .locator('[data-testid^="menu-item-"], [data-testid^="menu-group-"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace(/^menu-/, '')));
}

export const LOGGED_IN_CUSTOMER = [
  'dashboard',
  'devices',
  'licences',
  'passList',
  'boxList',
  'boxNew',
  'profile',
  'changePassword',
  'tfa',
  'coupons',
  'orders',
  'tickets',
  'logout',
];

/**
 * Opens `url` (a dashboard page) with its price list, shows the menu and its VPN group, and returns
 * the visible Buy VPN Box item, whose state follows that price list.
 */
export async function openBuyBoxItem(page: Page, url: string) {
  await gotoWithPricing(page, url);
  await showMenu(page);
  await expandGroup(page, 'vpn');
  const buy = item(page, 'boxNew');
  await expect(buy).toBeVisible();
  return buy;
}

export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
