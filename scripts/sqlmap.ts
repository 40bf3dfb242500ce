// A SQL-injection pass with Debian's sqlmap (apt-get install sqlmap) against a started shop: the
// endpoints that take query parameters, and a few JSON bodies, each as the user who may call it.
// Not part of CI (it takes minutes); docs/security.md has the last run's commands and results.
//
//   npx tsx scripts/sqlmap.ts                   every target, at sqlmap's level 1 and risk 1
//   SQLMAP_LEVEL=3 npx tsx scripts/sqlmap.ts    deeper (more payloads; headers and cookies too)
//   SQLMAP_ONLY=login SQLMAP_VERBOSE=1 ...      the targets whose name has "login", with sqlmap's output
//
// The shop runs as `npm start` runs it (embedded PostgreSQL, demo data) with the rate limits off:
// thousands of requests from one address would otherwise be answered 429 before any reached SQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, startServer, type RunningServer } from '../apps/e2e/src/server';

interface Target {
  /** What is tried, for the report. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with query string; `*` marks where sqlmap injects (else every parameter). */
  path: string;
  /** JSON body; `*` marks where sqlmap injects. */
  json?: string;
  as?: 'customer' | 'support';
  /** The shop's own answer to the unchanged request is 404 (a wrong login, as the spec says): not an error to stop at. */
  notFoundIsAnAnswer?: boolean;
}

const level = process.env.SQLMAP_LEVEL ?? '1';
const risk = process.env.SQLMAP_RISK ?? '1';
const only = process.env.SQLMAP_ONLY ?? '';
const verbose = process.env.SQLMAP_VERBOSE === '1';

async function loginToken(shop: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${shop.baseUrl}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, captchaCode: 'dev-captcha-ok' }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function firstOf<T>(shop: RunningServer, path: string, token: string, pick: (body: unknown) => T): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return pick(await response.json());
}

/** The targets, with real ids of the demo data so that each starts from an answer that works. */
async function targets(shop: RunningServer, customer: string): Promise<Target[]> {
  const purchaseId = await firstOf(
    shop,
    '/api/Payment/Orders?page=1&pageSize=1',
    customer,
    (b) => (b as { items: { purchaseId: string }[] }).items[0].purchaseId,
  );
  const ticketId = await firstOf(
    shop,
    '/api/Support/Ticket/GetTicketsByUser?page=1&pageSize=1',
    customer,
    (b) => (b as { ticketList: { id: string }[] }).ticketList[0].id,
  );
  // A TV's code, as the player app gets one (POST /api/Player/DeviceInfo).
  const device = await fetch(`${shop.baseUrl}/api/Player/DeviceInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId: 'sqlmap-tv-1', platform: 'android', model: 'sqlmap TV', appVersion: '1.0.0' }),
  });
  if (!device.ok) throw new Error(`DeviceInfo answered ${device.status}`);
  const { otp } = (await device.json()) as { otp: string };
  return [
    // First: a device's code lives 10 minutes, and the whole pass takes longer.
    {
      name: 'playlists by device code (JSON)',
      method: 'POST',
      path: '/api/Player/PlayListFromOtp',
      json: `{"otp":"${otp}*"}`,
    },
    { name: 'price list by country', method: 'GET', path: '/api/Pricing?country=IT' },
    { name: 'orders, paged', method: 'GET', path: '/api/Payment/Orders?page=1&pageSize=10', as: 'customer' },
    { name: 'one order', method: 'GET', path: `/api/Payment/Order?purchaseId=${purchaseId}`, as: 'customer' },
    { name: 'an invoice', method: 'GET', path: `/api/Payment/Invoice?purchaseId=${purchaseId}`, as: 'customer' },
    {
      name: 'licences, sorted',
      method: 'GET',
      path: '/api/Player/Licences?page=1&pageSize=10&sort=since&order=desc',
      as: 'customer',
    },
    { name: 'VPN passes, paged', method: 'GET', path: '/api/VpnPeer/GetPass?page=1&pageSize=10', as: 'customer' },
    {
      name: 'my tickets, by state',
      method: 'GET',
      path: '/api/Support/Ticket/GetTicketsByUser?page=1&pageSize=10&status=open',
      as: 'customer',
    },
    {
      name: 'ticket comments',
      method: 'GET',
      path: `/api/Support/Ticket/GetTicketComments?ticketId=${ticketId}`,
      as: 'customer',
    },
    {
      name: 'staff ticket search (free text, sort, filters)',
      method: 'GET',
      path: '/api/Support/Staff/Tickets?q=vpn&sort=activity&status=unsolved&priority=normal&groupId=1&page=1&pageSize=10',
      as: 'support',
    },
    {
      name: 'login (JSON)',
      method: 'POST',
      path: '/api/User/Login',
      json: '{"email":"customer@nova.test*","password":"wrong-password*","captchaCode":"dev-captcha-ok"}',
      notFoundIsAnAnswer: true,
    },
    {
      name: 'checkout summary with a discount code (JSON)',
      method: 'POST',
      path: '/api/Payment/Summary',
      json: '{"items":[{"productName":"VPN-ONE-MONTH*","quantity":1}],"code":"SPRING*"}',
      as: 'customer',
    },
    {
      name: 'forgotten password (JSON)',
      method: 'POST',
      path: '/api/User/ForgotPassword',
      json: '{"email":"customer@nova.test*","reCaptchaBody":"dev-captcha-ok"}',
    },
  ];
}

/** One sqlmap run; answers its verdict and the command line, as written in docs/security.md. */
function runSqlmap(shop: RunningServer, target: Target, token: string | undefined, outputDir: string) {
  const headers = [
    ...(target.json ? ['Content-Type: application/json'] : []),
    ...(token ? [`Authorization: Bearer ${token}`] : []),
  ];
  const args = [
    '-u',
    `${shop.baseUrl}${target.path}`,
    '--method',
    target.method,
    '--batch',
    '--flush-session',
    '--dbms=PostgreSQL',
    `--level=${level}`,
    `--risk=${risk}`,
    '--technique=BEUSTQ',
    '--time-sec=2',
    '--timeout=15',
    '--retries=1',
    `--output-dir=${outputDir}`,
    ...(target.notFoundIsAnAnswer ? ['--ignore-code=404'] : []),
    ...(target.json ? ['--data', target.json] : []),
    // One --headers (sqlmap keeps the last one given), the lines separated by \n.
    ...(headers.length ? ['--headers', headers.join('\\n')] : []),
  ];
  const started = Date.now();
  const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${run.stdout}\n${run.stderr}`;
  const injectable = /identified the following injection point|is vulnerable/i.test(output);
  const clean = /do not appear to be injectable|does not seem to be injectable/i.test(output);
  // sqlmap's tally of the error answers it got: any 5xx is a bug of ours, injectable or not.
  const errors = [...output.matchAll(/\b(\d{3}) \([^)]*\) - (\d+) times/g)].map(
    ([, code, times]) => `${code} x${times}`,
  );
  const serverErrors = errors.filter((e) => e.startsWith('5'));
  const verdict = injectable
    ? 'INJECTABLE'
    : serverErrors.length
      ? `server errors: ${serverErrors.join(', ')}`
      : clean
        ? 'not injectable'
        : `no verdict (exit ${run.status})`;
  const shown = args.map((a) => (token ? a.replace(token, '$TOKEN') : a));
  return {
    verdict,
    errors,
    injectable,
    seconds: Math.round((Date.now() - started) / 1000),
    // As typed in a shell: the token as a variable (in double quotes), anything else special in single quotes.
    command: `sqlmap ${shown
      .map((a) => (a.includes('$TOKEN') ? `"${a}"` : /[\s{}"*&?;$]/.test(a) ? `'${a}'` : a))
      .join(' ')}`,
    output,
  };
}

async function main(): Promise<boolean> {
  if (spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).status !== 0)
    throw new Error('sqlmap is not installed: apt-get install -y sqlmap');
  buildAll();
  const shop = await startServer({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'error' }, 'ignore');
  const outputDir = mkdtempSync(join(tmpdir(), 'shop-sqlmap-'));
  let clean = true;
  try {
    const tokens = {
      customer: await loginToken(shop, 'customer@nova.test', 'Customer-Demo-2026'),
      support: await loginToken(shop, 'support@nova.test', 'Support-Demo-2026'),
    };
    console.log(`sqlmap ${level === '1' ? '' : `level ${level} `}against ${shop.baseUrl}\n`);
    for (const target of (await targets(shop, tokens.customer)).filter((t) => t.name.includes(only))) {
      const result = runSqlmap(shop, target, target.as && tokens[target.as], outputDir);
      const ok = result.verdict === 'not injectable';
      const answered = result.errors.length ? `; error answers ${result.errors.join(', ')}` : '';
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${target.name}: ${result.verdict} (${result.seconds} s${answered})`);
      console.log(`     ${result.command}`);
      if (!ok) clean = false;
      if (verbose || !ok)
        console.log(
          (verbose ? result.output : result.output.trim().split('\n').slice(-15).join('\n')).replace(/^/gm, '     | '),
        );
    }
  } finally {
    await shop.stop();
    rmSync(outputDir, { recursive: true, force: true });
  }
  return clean;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
