// Reading and driving the side menu (apps/web/src/components/layout/side-menu) in the browser tests.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually, heading, sleep } from './fixture';

export const pathOf = (href: string | null) => new URL(href ?? 'about:blank', 'http://x').pathname;
export const aside = (page: Page) => page.locator('aside[data-testid="side-menu"]');
export const item = (page: Page, key: string) => aside(page).locator(`[data-testid="menu-item-${key}"]`);

export const GROUPS = ['player', 'vpn', 'account'] as const;

export interface PricingBody {
  country: string;
  exclusions: { productType: string }[];
  pricings: { productType: string; productName: string }[];
}

/** Navigates and waits for the page's pricing answer, so "item absent" is not read before prices arrive. */
export async function gotoWithPricing(page: Page, url: string): Promise<PricingBody> {
  // Registered once the new document has committed, so a pricing answer of the previous page does not count.
  await page.goto(url, { waitUntil: 'commit' });
  const response = await page.waitForResponse((r) => r.url().includes('/api/Pricing'));
  const body = (await response.json()) as PricingBody;
  await heading(page);
  await sleep(300);
  return body;
}

/** Opens the drawer unless the menu is docked. */
export async function showMenu(page: Page): Promise<void> {
  const menu = aside(page);
  await menu.waitFor({ state: 'attached' });
  if ((await menu.getAttribute('data-docked')) === 'true' || (await menu.getAttribute('data-open')) === 'true') return;
  await page.getByTestId('menu-toggle').click();
  await eventually(() => menu.getAttribute('data-open'), (v) => v === 'true');
}

export async function expandGroup(page: Page, group: string, expanded = true): Promise<void> {
  const button = aside(page).locator(`button[data-testid="menu-group-${group}"]`);
  if ((await button.getAttribute('aria-expanded')) !== String(expanded)) await button.click();
  assert.equal(await eventually(() => button.getAttribute('aria-expanded'), (v) => v === String(expanded)), String(expanded));
}

/** Keys of the visible menu items in DOM order, after opening the menu and every group. */
export async function visibleKeys(page: Page): Promise<string[]> {
  await showMenu(page);
  for (const group of GROUPS) {
    if ((await aside(page).locator(`button[data-testid="menu-group-${group}"]`).count()) > 0) await expandGroup(page, group);
  }
  // Let a group's opening animation finish before reading visibility.
  await sleep(150);
  const all = aside(page).locator('[data-testid^="menu-item-"]');
  const keys: string[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const el = all.nth(i);
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

export const LOGGED_IN_CUSTOMER = ['dashboard', 'devices', 'licences', 'passList', 'boxList', 'boxNew', 'profile', 'changePassword', 'tfa', 'coupons', 'orders', 'tickets', 'logout'];

/** Opens `url` (a dashboard page), shows the menu and its VPN group, and returns the visible Buy VPN Box item. */
export async function openBuyBoxItem(page: Page, url: string) {
  await page.goto(url);
  await heading(page);
  await showMenu(page);
  await expandGroup(page, 'vpn');
  const buy = item(page, 'boxNew');
  await buy.waitFor({ state: 'visible' });
  return buy;
}

export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
