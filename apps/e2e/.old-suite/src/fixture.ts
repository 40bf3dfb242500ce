import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser';
import type { SharedServer } from './serve';
import { buildAll, startServer, type RunningServer } from './server';
import { createSession, type SignedIn } from './session';

/** Viewports used by the shell tests; 769 px is the narrow/wide breakpoint of spec 9. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export interface OpenOptions extends BrowserContextOptions {
  /** localStorage values set before the first page loads (`policy` defaults to "true"). */
  storage?: Record<string, string>;
  /** Leave the consent question unanswered (the banner shows). */
  consentUnanswered?: boolean;
  /**
   * Sign this user in before the test navigates: a real session (session.ts), whose token and user
   * are in the context's localStorage from the start, as after a login (a logout can clear them).
   * `signIn()` does the same on an open page.
   */
  signInAs?: string;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  session?: SignedIn;
  /** Resolves once no /api call of the page is in flight (at most `timeout` ms). */
  apiIdle(timeout?: number): Promise<void>;
}

export interface Shop {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly baseUrl: string;
  url(path: string): string;
  /** A new context (own storage) and page; closed after the test file. */
  open(options?: OpenOptions): Promise<Opened>;
  /** Closes a context early (tests that open many). */
  close(opened: Opened): Promise<void>;
}

/**
 * The server of the whole run when run-e2e.mjs started one (E2E_SERVER) and the file needs no
 * special environment; otherwise a server of the file's own.
 */
async function sharedOrOwnServer(serverEnv: Record<string, string>): Promise<RunningServer> {
  const shared = process.env.E2E_SERVER;
  if (shared && Object.keys(serverEnv).length === 0) {
    const info = JSON.parse(shared) as SharedServer;
    // Stopped by the runner once every file is done.
    return { ...info, stop: async () => undefined };
  }
  return startServer(serverEnv);
}

/**
 * One server (own embedded PostgreSQL, or the run's shared one) and one Chromium per test file,
 * started in `before` and stopped in `after`; every test gets a fresh browser context from `open`.
 */
export function useShop(serverEnv: Record<string, string> = {}): Shop {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();

  before(async () => {
    buildAll();
    [server, browser] = await Promise.all([sharedOrOwnServer(serverEnv), launchBrowser()]);
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const shop: Shop = {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    get baseUrl() {
      return shop.server.baseUrl;
    },
    url: (path) => `${shop.server.baseUrl}${path}`,
    async open(options = {}) {
      const { storage = {}, consentUnanswered = false, signInAs, ...contextOptions } = options;
      const session = signInAs ? await createSession(shop.server, signInAs) : undefined;
      const local: Record<string, string> = {
        ...(consentUnanswered ? {} : { policy: 'true' }),
        ...(session ? { token: session.token, user: JSON.stringify(session.user) } : {}),
        ...storage,
      };
      const context = await shop.browser.newContext({
        viewport: DESKTOP,
        locale: 'en-GB',
        ...contextOptions,
        storageState: {
          cookies: [],
          origins: [{ origin: shop.baseUrl, localStorage: Object.entries(local).map(([name, value]) => ({ name, value })) }],
        },
      });
      contexts.add(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const inFlight = new Set<unknown>();
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) inFlight.add(r);
      });
      page.on('requestfinished', (r) => inFlight.delete(r));
      page.on('requestfailed', (r) => inFlight.delete(r));
      const apiIdle = async (timeout = 3_000) => {
        const until = Date.now() + timeout;
        while (inFlight.size > 0 && Date.now() < until) await sleep(25);
      };
      return { context, page, errors, session, apiIdle };
    },
    async close(opened) {
      contexts.delete(opened.context);
      await opened.context.close();
    },
  };
  return shop;
}

/**
 * Scrolls the window to `y` and waits until the page reports it (and a frame has rendered). The
 * scroll rules under test depend on the position, not on how long a page's content is: a page too
 * short to reach `y` gets a taller body first.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room < top + 20) document.body.style.minHeight = `${document.body.scrollHeight + (top + 200 - room)}px`;
  }, y);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y, { timeout: 5_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits for the first h1 of the page and returns its text. */
export async function heading(page: Page, timeout = 10_000): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ timeout });
  return ((await h1.textContent()) ?? '').trim();
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `read` until `check` accepts its value or `timeout` passes; returns the last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 5_000, interval = 100): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await sleep(interval);
    value = await read();
  }
  return value;
}
