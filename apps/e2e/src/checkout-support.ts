// Helpers of the checkout tests: fresh buyers (so orders, passes and coupons never mix with the demo
// accounts that other tests read), a device registered the way the player app does, and the
// sandbox provider's hosted page.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { withDb } from './db';
import type { RunningServer } from './server';
import { createSession } from './session';

/**
 * A confirmed customer (or reseller) of the Italian price list, made in the database as the seed
 * makes its demo users; sign in with `shop.open({ signInAs: email })`.
 */
export async function newBuyer(server: Pick<RunningServer, 'databaseUrl'>, { reseller = false } = {}): Promise<string> {
  const email = `e2e-buyer-${randomUUID()}@nova.test`;
  await withDb(server, (db) =>
    db.query(
      `INSERT INTO "User" ("id", "email", "passwordHash", "name", "surname", "country", "language", "isReseller", "confirmedAt", "createdAt", "updatedAt")
       VALUES ($1, $2, 'not-a-login', 'Giulia', 'Bianchi', 'IT', 'en', $3, now(), now(), now())`,
      [randomUUID(), email, reseller],
    ),
  );
  return email;
}

/**
 * Refunds an order as an admin does (POST /api/Payment/Refund with an ADMIN's token): the whole of
 * what is left, or `amount` cents. The admin is a fresh user given the role in the database.
 */
export async function adminRefund(
  server: RunningServer,
  refund: { purchaseId: string; amount?: number },
): Promise<void> {
  const admin = await newBuyer(server);
  await withDb(server, (db) =>
    db.query(`UPDATE "User" SET "roles" = ARRAY['CUSTOMER', 'ADMIN']::"Role"[] WHERE "email" = $1`, [admin]),
  );
  const { token } = await createSession(server, admin);
  const response = await fetch(`${server.baseUrl}/api/Payment/Refund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(refund),
  });
  expect(response.status, `POST /api/Payment/Refund: ${await response.clone().text()}`).toBe(200);
}

/** Adds a shipping address to the signed-in user through the API (PUT /api/User/Address). */
export async function addShippingAddress(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/User/Address`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      isShipping: true,
      isFavorite: true,
      name: 'Giulia',
      surname: 'Bianchi',
      street: 'Via Roma 1',
      city: 'Roma',
      zip: '00184',
      country: 'IT',
    }),
  });
  expect(response.status, 'PUT /api/User/Address').toBe(200);
}

/** A player device as the app registers it (POST /api/Player/DeviceInfo): its code and its secret. */
export async function registerDevice(baseUrl: string, platform: 'web' | 'android' | 'ios' = 'android') {
  const deviceId = `e2e-${randomUUID()}`;
  const deviceInfo = async (secret?: string) => {
    const response = await fetch(`${baseUrl}/api/Player/DeviceInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-device-secret': secret } : {}) },
      body: JSON.stringify({ deviceId, platform, model: 'E2E Checkout TV', appVersion: '1.0.0' }),
    });
    expect(response.status, 'DeviceInfo').toBe(200);
    return (await response.json()) as {
      otp: string;
      deviceSecret?: string;
      licence: { source: string; active: boolean; lifetime?: boolean } | null;
    };
  };
  const first = await deviceInfo();
  return { deviceId, otp: first.otp, secret: first.deviceSecret, deviceInfo: () => deviceInfo(first.deviceSecret) };
}

export type SandboxDecision = 'Pay' | 'Decline' | 'Cancel';

/**
 * Pays (or not) on the sandbox provider's hosted page the checkout sent the browser to, and waits
 * for the result page it sends the browser back to.
 */
export async function decideOnSandbox(page: Page, decision: SandboxDecision): Promise<void> {
  await expect(page).toHaveURL(/\/api\/Payment\/Sandbox\/Checkout\?session=/);
  // "Pay €4.99", not "Pay by bank transfer (settles later)".
  const button =
    decision === 'Pay'
      ? page.getByRole('button', { name: /^Pay (?!by )/ })
      : page.getByRole('button', { name: decision, exact: true });
  await button.click();
  await expect(page).toHaveURL(/\/payment\/(success|cancel|pending)\?purchaseId=/);
}

/**
 * Console errors and uncaught exceptions of a page, each with the address it is about. The sandbox
 * page is the API's stand-in for a provider's and has no icon: Chromium's request for /favicon.ico
 * there (404, at a moment of its own choosing) is no error of the shop's.
 */
export function watchShopErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const url = message.location().url;
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True when the page scrolls sideways (wider than the viewport). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
