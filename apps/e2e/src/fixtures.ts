// The fixtures of the browser tests: the server (the run's shared one, or one of the worker's own)
// and `shop`, which opens browser contexts on it, signed in or not, and collects their errors.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { watchErrors } from './browser';
import type { SharedServer } from './serve';
import { buildAll, startServer, type RunningServer } from './server';
import { createSession, type SignedIn } from './session';

export { expect };

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
}

export interface Shop {
  readonly server: RunningServer;
  readonly baseUrl: string;
  url(path: string): string;
  /** A new context (own storage) and page; closed after the test. Defaults: DESKTOP, en-GB. */
  open(options?: OpenOptions): Promise<Opened>;
  /**
   * A context and page for these options that the worker keeps for its next test asking for the
   * same: for the walks that only visit pages (every route, every language), which would otherwise
   * spend most of their time starting contexts. Its `errors` are emptied for each test; a test that
   * fails takes the page with it.
   */
  reuse(options?: OpenOptions): Promise<Opened>;
  /** Closes a context early (tests that open several). */
  close(opened: Opened): Promise<void>;
}

interface ShopWorkerFixtures {
  /** Server settings of a file (`test.use({ serverEnv })`): a file with any gets a server of its own. */
  serverEnv: Record<string, string>;
  /**
   * `test.use({ ownServer: true })` in files that change what every page shows (the catalogue, the
   * changelog): they get a server of their own, so the tests running beside them never see it.
   */
  ownServer: boolean;
  server: RunningServer;
  /** The pages `shop.reuse` keeps, by their options. */
  reusedPages: Map<string, Promise<Opened>>;
}

/** GET /api/Support/Ticket/Events and /api/Support/Staff/Events (Server-Sent Events). */
const isEventStream = (request: Request) => /\/api\/Support\/(Ticket|Staff)\/Events(\?|$)/.test(request.url());

/** Requests in flight per page opened through `shop`, for `settled`. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** A context with the storage (consent, language, session) and options asked for, and its page. */
async function openContext(browser: Browser, server: RunningServer, options: OpenOptions): Promise<Opened> {
  const { storage = {}, consentUnanswered = false, signInAs, ...contextOptions } = options;
  const session = signInAs ? await createSession(server, signInAs) : undefined;
  const local: Record<string, string> = {
    ...(consentUnanswered ? {} : { policy: 'true' }),
    ...(session ? { token: session.token, user: JSON.stringify(session.user) } : {}),
    ...storage,
  };
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'en-GB',
    ...contextOptions,
    storageState: {
      cookies: [],
      origins: [
        { origin: server.baseUrl, localStorage: Object.entries(local).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  // The help desk's live event streams stay open as long as their page: never "in flight" work.
  page.on('request', (request) => {
    if (!isEventStream(request)) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  // A signed-in page refreshes its token on every load (spec 4). Leaving before that answer is
  // stored would present the old token again, which the API takes as theft and ends the session:
  // so a page settles before each goto and reload.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, gotoOptions) => {
    await settled(page);
    return goto(url, gotoOptions);
  };
  page.reload = async (reloadOptions) => {
    await settled(page);
    return reload(reloadOptions);
  };
  return { context, page, errors, session };
}

/** Reused pages a worker keeps open: an idle page still costs CPU (its timers, its renderer). */
const KEEP_REUSED_PAGES = 2;

const closeContext = (opened: Promise<Opened> | undefined) =>
  opened?.then((o) => o.context.close()).catch(() => undefined);

export const test = base.extend<{ shop: Shop }, ShopWorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  ownServer: [false, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv, ownServer }, use) => {
      const shared = process.env.E2E_SERVER;
      if (shared && !ownServer && Object.keys(serverEnv).length === 0) {
        // Started and stopped by global-setup.ts.
        await use({ ...(JSON.parse(shared) as SharedServer), stop: async () => undefined });
        return;
      }
      buildAll();
      const server = await startServer(serverEnv, 'ignore', { throwaway: true });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  reusedPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const pages = new Map<string, Promise<Opened>>();
      await use(pages);
      for (const opened of pages.values()) await closeContext(opened);
    },
    { scope: 'worker' },
  ],

  shop: async ({ browser, server, reusedPages }, use, testInfo) => {
    const contexts = new Set<BrowserContext>();
    const reused = new Set<string>();
    const used: Page[] = [];
    const shop: Shop = {
      server,
      baseUrl: server.baseUrl,
      url: (path) => `${server.baseUrl}${path}`,
      async open(options = {}) {
        const opened = await openContext(browser, server, options);
        contexts.add(opened.context);
        used.push(opened.page);
        return opened;
      },
      async reuse(options = {}) {
        const key = JSON.stringify(options);
        let opened = reusedPages.get(key);
        // Most recently used last; only the last two stay open (tests of one describe run in a row).
        reusedPages.delete(key);
        reusedPages.set(key, (opened ??= openContext(browser, server, options)));
        for (const [oldKey, oldPage] of reusedPages) {
          if (reusedPages.size <= KEEP_REUSED_PAGES) break;
          reusedPages.delete(oldKey);
          await closeContext(oldPage);
        }
        reused.add(key);
        const ready = await opened;
        ready.errors.length = 0;
        used.push(ready.page);
        return ready;
      },
      async close(opened) {
        contexts.delete(opened.context);
        await opened.context.close();
      },
    };
    await use(shop);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      for (const [index, page] of used.entries()) {
        if (page.isClosed()) continue;
        const body = await page.screenshot({ timeout: 5_000 }).catch(() => undefined);
        if (body) await testInfo.attach(`page-${index + 1}.png`, { body, contentType: 'image/png' });
      }
    }
    for (const context of contexts) await context.close().catch(() => undefined);
    // A failed test may have left its reused page anywhere: the next test starts a fresh one.
    if (failed) {
      for (const key of reused) {
        await closeContext(reusedPages.get(key));
        reusedPages.delete(key);
      }
    }
  },
});

/**
 * Resolves once no request of the page is in flight and two animation frames have passed after that:
 * answers have reached the page's code and what they change is rendered. Call it before asserting
 * that something did not happen. With a paused `page.clock` (which also stops animation frames) pass
 * `clockPaused`: it then waits for one turn of the page's event loop instead of the frames.
 */
export async function settled(page: Page, { clockPaused = false } = {}): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('settled() needs a page opened by shop.open()');
  do {
    await expect
      .poll(() => requests.size, { message: 'the page still has requests in flight', intervals: [20, 50, 100] })
      .toBe(0);
    if (clockPaused) {
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          }),
      );
    } else {
      await page.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
    }
  } while (requests.size > 0);
}

/**
 * Stops the page's clock (`page.clock.install()` before the page loaded): from here on the page's
 * timers fire only when the test moves the clock. A little ahead of the page's time, so the clock
 * never goes back. `page.clock.resume()` before the page navigates again (goto waits for frames).
 */
export async function pauseClock(page: Page): Promise<void> {
  // The page's time runs on while the call travels; on a busy machine it may overtake the target.
  for (let ahead = 100; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (ahead > 10_000 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Scrolls the window to `y` and waits until the page reports it and two frames have rendered (the
 * scroll event and what it changes). The scroll rules under test depend on the position, not on how
 * long a page's content is: a page too short to reach `y` gets a taller body first.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room < top + 20) document.body.style.minHeight = `${document.body.scrollHeight + (top + 200 - room)}px`;
  }, y);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y, { timeout: 15_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Goes to `path` inside the single-page app, as a link does: the router follows history.pushState
 * (@tanstack/history wraps it), so nothing reloads and no script is compiled again. Waits until a
 * new h1 has replaced the ones of the route it left, so what follows checks the new route and not a
 * heading that stayed, then for everything the route loads. Returns the new heading's text.
 */
export async function goInside(page: Page, path: string): Promise<string> {
  const moved = await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return false;
    document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-left', ''));
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ ...(history.state as object), __TSR_index: index + 1 }, '', to);
    return true;
  }, path);
  await settled(page);
  const h1 = page.locator(moved ? 'h1:not([data-left])' : 'h1').first();
  await h1.waitFor();
  await expect(h1).toHaveText(/\S/);
  await settled(page);
  return ((await h1.textContent()) ?? '').trim();
}

/** Waits for the page's first h1 to have text and returns it. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  // waitFor checks every frame, an assertion's retries back off: wait first, then assert.
  await h1.waitFor();
  await expect(h1).toHaveText(/\S/);
  return ((await h1.textContent()) ?? '').trim();
}

/** Waits until the element's rendered width is `width` px (after a width transition). */
export async function expectWidth(locator: Locator, width: number): Promise<void> {
  await expect
    .poll(async () => Math.round((await locator.boundingBox())?.width ?? -1), { message: `width of ${locator}` })
    .toBe(width);
}

/** The path of an href (relative or absolute). */
export const pathOf = (href: string | null) => new URL(href ?? 'about:blank', 'http://x').pathname;
