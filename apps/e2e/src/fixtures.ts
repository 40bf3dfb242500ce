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
  /**
   * A page of its own (own storage and cookies) with these options. Defaults: DESKTOP, en-GB. When
   * the test passes, its page is reset and kept for a later test of the worker asking for the same
   * context options (locale and the like), as a returning visitor's browser: no cookies, no storage,
   * no routes, no listeners, the app's code stopped, only Chromium's caches warm. Pages whose test
   * set their clock, init scripts or media, or used their context directly, are closed instead.
   */
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
  /** Pages of passed tests, reset, that `shop.open` hands to the next test asking for the same context. */
  keptPages: Kept[];
}

/** GET /api/Support/Ticket/Events and /api/Support/Staff/Events (Server-Sent Events). */
const isEventStream = (request: Request) => /\/api\/Support\/(Ticket|Staff)\/Events(\?|$)/.test(request.url());

/** Requests in flight per page opened through `shop`, for `settled`. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** The localStorage a context starts with: consent, language, session, and the test's own values. */
function startingStorage(options: OpenOptions, session: SignedIn | undefined): Record<string, string> {
  return {
    ...(options.consentUnanswered ? {} : { policy: 'true' }),
    ...(session ? { token: session.token, user: JSON.stringify(session.user) } : {}),
    ...options.storage,
  };
}

/** The options a context is made with for good; a kept page can serve another test with the same. */
function contextKey(options: OpenOptions): string {
  const { storage: _storage, consentUnanswered: _consent, signInAs: _signInAs, viewport: _viewport, ...rest } = options;
  return JSON.stringify(rest);
}

/** Listens for the page's errors and its requests in flight (for `settled`), into `errors` and `requests`. */
function listen(page: Page, errors: string[], requests: Set<Request>): void {
  watchErrors(page, errors);
  // The help desk's live event streams stay open as long as their page: never "in flight" work.
  page.on('request', (request) => {
    if (!isEventStream(request)) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** What `shop` knows of a page it opened: whether a later test may have it. */
interface Kept {
  opened: Opened;
  key: string;
  requests: Set<Request>;
  /** The test changed the page or its context in a way a reset does not undo (clock, init scripts…). */
  changed: boolean;
}

const kept = new WeakMap<Page, Kept>();

/** A page's events a test may listen to (Page's own list but 'close' and 'crash'). */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/** Methods after which a page cannot be handed to another test: what they change outlives a reset. */
const LASTING = [
  'addInitScript',
  'addLocatorHandler',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
] as const;

/** A context with the storage (consent, language, session) and options asked for, and its page. */
async function openContext(browser: Browser, server: RunningServer, options: OpenOptions): Promise<Kept> {
  const { storage: _storage, consentUnanswered: _consent, signInAs, ...contextOptions } = options;
  const session = signInAs ? await createSession(server, signInAs) : undefined;
  const local = startingStorage(options, session);
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
  const errors: string[] = [];
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  listen(page, errors, requests);
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
  const state: Kept = {
    opened: { context, page, errors, session },
    key: contextKey(options),
    requests,
    changed: false,
  };
  kept.set(page, state);
  // What a reset cannot undo marks the page as the test's alone: its clock, scripts, media, headers,
  // and anything done to its context directly (through `Opened.context`; the tests never call
  // page.context(), which Playwright itself calls all the time).
  const clock = page.clock;
  Object.defineProperty(page, 'clock', {
    get: () => {
      state.changed = true;
      return clock;
    },
  });
  for (const name of LASTING) {
    const method = (page[name] as (...args: unknown[]) => unknown).bind(page);
    Object.defineProperty(page, name, {
      value: (...args: unknown[]) => {
        state.changed = true;
        return method(...args);
      },
    });
  }
  return state;
}

/** The Opened a test gets: reading its `context` marks the page as the test's alone. */
function withContextWatched(state: Kept): Opened {
  const { context, ...rest } = state.opened;
  return {
    ...rest,
    get context() {
      state.changed = true;
      return context;
    },
  };
}

/**
 * Makes a page a test has finished with ready for the next test asking for the same context
 * options, as if new: on a same-origin page that runs none of the shop's code, with no cookies,
 * no local or session storage, no routes, none of the test's listeners. A new context would cost
 * a new renderer process that compiles and runs the shop's scripts cold, about a CPU second; a
 * kept page loads the shop in a few hundred milliseconds. False when the page cannot be kept.
 */
async function resetForNextTest(state: Kept, server: RunningServer): Promise<boolean> {
  const { page } = state.opened;
  const { context } = state.opened;
  if (state.changed || page.isClosed() || context.pages().length !== 1) return false;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The test's listeners, and ours (listened to again below); not 'close' and 'crash', where
  // Playwright keeps listeners of its own.
  for (const type of PAGE_EVENTS) await page.removeAllListeners(type, { behavior: 'ignoreErrors' });
  state.requests.clear();
  listen(page, state.opened.errors, state.requests);
  // A document of the shop's origin that is not the app: the app's code stops, storage stays
  // reachable. Made here, not by the server, with an icon of its own: a document without one makes
  // Chromium ask for /favicon.ico, whose 404 would reach the next test's console.
  const blank = `${server.baseUrl}/__e2e-between-tests`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>-</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  state.opened.errors.length = 0;
  return true;
}

/** Hands a kept page to a test with the storage and viewport it asked for. */
async function takeKept(state: Kept, server: RunningServer, options: OpenOptions): Promise<Kept> {
  const session = options.signInAs ? await createSession(server, options.signInAs) : undefined;
  const { page } = state.opened;
  await page.setViewportSize(options.viewport ?? DESKTOP);
  await page.evaluate(
    (entries) => {
      for (const [name, value] of entries) localStorage.setItem(name, value);
    },
    Object.entries(startingStorage(options, session)),
  );
  state.opened = { ...state.opened, session };
  return state;
}

/** Reused pages a worker keeps open: an idle page still costs CPU (its timers, its renderer). */
const KEEP_REUSED_PAGES = 2;

const closeContext = (opened: Promise<Opened> | undefined) =>
  opened?.then((o) => o.context.close()).catch(() => undefined);

/** Pages of passed tests a worker keeps for the next ones (an idle page costs next to nothing). */
const KEEP_PAGES = 3;

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
  keptPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const pages: Kept[] = [];
      await use(pages);
      for (const state of pages) await state.opened.context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],

  shop: async ({ browser, server, reusedPages, keptPages }, use, testInfo) => {
    /** Pages this test opened with `open`: closed after it, or kept for a later test once it passed. */
    const opens = new Map<BrowserContext, Kept>();
    const reused = new Set<string>();
    const used: Page[] = [];
    const shop: Shop = {
      server,
      baseUrl: server.baseUrl,
      url: (path) => `${server.baseUrl}${path}`,
      async open(options = {}) {
        const key = contextKey(options);
        const index = keptPages.findIndex((state) => state.key === key);
        const state =
          index >= 0
            ? await takeKept(keptPages.splice(index, 1)[0], server, options)
            : await openContext(browser, server, options);
        opens.set(state.opened.context, state);
        used.push(state.opened.page);
        return withContextWatched(state);
      },
      async reuse(options = {}) {
        const key = JSON.stringify(options);
        let opened = reusedPages.get(key);
        // Most recently used last; only the last two stay open (tests of one describe run in a row).
        reusedPages.delete(key);
        reusedPages.set(key, (opened ??= openContext(browser, server, options).then(withContextWatched)));
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
        const context = kept.get(opened.page)?.opened.context ?? opened.context;
        opens.delete(context);
        await context.close();
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
    for (const [context, state] of opens) {
      const keep =
        !failed && keptPages.length < KEEP_PAGES && (await resetForNextTest(state, server).catch(() => false));
      if (keep) keptPages.push(state);
      else await context.close().catch(() => undefined);
    }
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
