// The start-up JavaScript of / as a visitor meets it: a fresh Chromium context opens the built shop's
// home page, waits until the page is idle (home content rendered, then no request in flight for a
// while) and sums the bytes on the wire (gzip, as the server sends them) of every script response.
// Whatever the page pulls in on its own before it settles counts, whichever way it was imported.
//
// On its own: `npx tsx scripts/bench/page-weight.ts` builds (Nx skips what is up to date), starts
// the shop, weighs / and exits 1 above the budget. BENCH_SKIP_BUILD=1 weighs apps/web/dist as is.
import { chromium, type Request } from 'playwright-core';
import { buildAll, startServer } from '../../apps/e2e/src/server';

/** Budget for the start-up JavaScript of /, in KB of gzip on the wire. */
export const maxHomeJsKb = Number(process.env.BENCH_MAX_HOME_JS_KB ?? 140);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Quiet time after which the page counts as idle (Playwright's networkidle uses the same). */
const IDLE_MS = 500;
const TIMEOUT_MS = 30_000;
// The home page is rendered once its last section and the prices from the API are there.
const HOME_RENDERED = ['#home-cta', '[data-testid="price-player"][data-loaded="true"]'];

export interface ScriptResponse {
  path: string;
  /** Body bytes as transferred (after content encoding). */
  wireBytes: number;
  encoding: string;
}

export interface PageWeight {
  scripts: ScriptResponse[];
  totalWireBytes: number;
}

/** Opens `${baseUrl}/` in a fresh context and weighs every script response until the page is idle. */
export async function measureHomeScripts(baseUrl: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      // The budget is in gzip; left to itself Chromium would be sent brotli (compression picks br first).
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
    });
    const page = await context.newPage();
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const settled: Promise<ScriptResponse | undefined>[] = [];
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
      if (request.resourceType() === 'script') settled.push(weigh(request));
    });

    await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    for (const selector of HOME_RENDERED) await page.locator(selector).waitFor({ timeout: TIMEOUT_MS });
    const until = Date.now() + TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
      if (Date.now() > until) throw new Error(`/ did not become idle: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const scripts = (await Promise.all(settled))
      .filter((script) => script !== undefined)
      .sort((a, b) => b.wireBytes - a.wireBytes);
    return { scripts, totalWireBytes: scripts.reduce((sum, script) => sum + script.wireBytes, 0) };
  } finally {
    await browser.close();
  }
}

async function weigh(request: Request): Promise<ScriptResponse | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const sizes = await request.sizes();
  return {
    path: new URL(request.url()).pathname,
    wireBytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

/** Prints the scripts of / and their total against the budget; false when over it. */
export function reportPageWeight(weight: PageWeight, maxKb = maxHomeJsKb): boolean {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\nstart-up JavaScript of / (cold visit in Chromium, bytes on the wire):`);
  for (const script of weight.scripts) {
    const encoding = script.encoding === 'gzip' ? '' : `  (${script.encoding})`;
    console.log(`  ${kb(script.wireBytes).padStart(7)} KB  ${script.path}${encoding}`);
  }
  const ok = weight.totalWireBytes / 1024 <= maxKb;
  console.log(
    `  ${kb(weight.totalWireBytes).padStart(7)} KB  total in ${weight.scripts.length} scripts, budget ${maxKb} KB${ok ? '' : '  ABOVE BUDGET'}`,
  );
  return ok;
}

async function main(): Promise<boolean> {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildAll();
  const shop = await startServer({ SEED: 'catalogue' }, 'ignore');
  try {
    return reportPageWeight(await measureHomeScripts(shop.baseUrl));
  } finally {
    await shop.stop();
  }
}

if (require.main === module) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
