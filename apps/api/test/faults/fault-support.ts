import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, startServer, type RunningServer } from '../../../e2e/src/server';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/core/database/embedded-postgres';

// The fault suite's helpers: a PostgreSQL the test owns (so it can stop and start it), the built
// server started as `npm start` runs it, and the calls a buyer's browser makes.

export const CAPTCHA = 'dev-captcha-ok';
export const PASSWORD = 'Correct-Horse-Battery-9';
/** argon2 memory of the fault tests' users: the real hashing, cheap enough for many logins. */
const HASH_MEMORY_KIB = 1024;

/** A real PostgreSQL in a temp folder on a fixed port, stopped and started by the test. */
export interface OwnedPostgres {
  /** Connection string of `database` on it. */
  url(database: string): string;
  /** Fast shutdown, as an operator's restart does: sessions end with 57P01, new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-faults-pg-'));
  // When we are root PostgreSQL runs as its own user, which must enter the folder.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'postgres');
  // A copy of the suite's empty cluster (global-setup.ts), owner and modes kept; else initdb runs here.
  const template = process.env.FAULTS_PG_TEMPLATE;
  if (template) {
    const copied = spawnSync('cp', ['-a', template, dataDir], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`could not copy the PostgreSQL cluster ${template}: ${copied.stderr}`);
  }
  const port = await freePort();
  let running: EmbeddedDatabase | undefined;
  const start = async () => {
    const started = await startEmbeddedPostgres({ dataDir, port });
    running = started;
    // The server under test keeps its DATABASE_URL: another port would be another outage.
    if (started.port !== port) throw new Error(`PostgreSQL came back on port ${started.port}, not ${port}`);
  };
  await start();
  await running!.createDatabase('shop');
  return {
    url: (database) => running!.url(database),
    async stop() {
      await running?.stop();
      running = undefined;
    },
    start,
    async dispose() {
      await running?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on `databaseUrl` (migrated and seeded at start). Its log (`warn` and up) is
 * shown with FAULTS_LOG=1: while faults are made on purpose it is mostly the expected warnings.
 */
export function startShop(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(
    {
      DATABASE_URL: databaseUrl,
      PASSWORD_HASH_MEMORY_KIB: String(HASH_MEMORY_KIB),
      // Made-up client addresses (X-Forwarded-For) keep the per-address limits of one test apart.
      TRUST_PROXY: 'loopback',
      // The catalogue only: the demo accounts and their invoices cost start-up time and are not used.
      SEED: 'catalogue',
      ...env,
    },
    process.env.FAULTS_LOG === '1' ? 'inherit' : 'ignore',
  );
}

/** Runs `work` on a fresh connection. */
export async function withDb<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A confirmed customer of the Italian price list who logs in with PASSWORD; answers the e-mail. */
export async function newCustomer(databaseUrl: string, email: string): Promise<string> {
  const argon2 = await import('argon2');
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: HASH_MEMORY_KIB });
  await withDb(databaseUrl, (db) =>
    db.query(
      `INSERT INTO "User" (id, email, "passwordHash", name, surname, country, language, "confirmedAt", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Giulia', 'Bianchi', 'IT', 'en', now(), now(), now())`,
      [email, hash],
    ),
  );
  return email;
}

let addresses = 0;
/** A client address of its own for each caller, so no per-address limit of one test touches another. */
export function newIp(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** What the server answered: status, the Retry-After header and a bit of the body. */
export interface Answer {
  status: number;
  retryAfter: string | null;
  location: string | null;
  body: string;
}

/** One HTTP call; a refused or reset connection is status 0. */
export async function call(
  server: Pick<RunningServer, 'baseUrl'>,
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string>; token?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      location: response.headers.get('location'),
      body: await response.text(),
    };
  } catch (error) {
    return {
      status: 0,
      retryAfter: null,
      location: null,
      body: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Logs in through the API (POST /api/User/Login) and answers the access token. */
export async function login(server: Pick<RunningServer, 'baseUrl'>, email: string, ip = newIp()): Promise<Answer> {
  return call(server, '/api/User/Login', { json: { email, password: PASSWORD, captchaCode: CAPTCHA }, ip });
}

export async function tokenOf(server: Pick<RunningServer, 'baseUrl'>, email: string): Promise<string> {
  const answer = await login(server, email);
  if (answer.status !== 200) throw new Error(`Login answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** Polls until `check` holds; after `timeoutMs` throws, saying what was awaited and the last error of `check`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (
    !(await check().catch((error: unknown) => {
      lastError = error;
      return false;
    }))
  ) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError instanceof Error ? lastError.message : String(lastError)})` : ''}`,
      );
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const PRODUCT = 'VPN-ONE-MONTH';

/** An order of one PRODUCT with the sandbox provider (POST /api/Payment/Pay): its purchase id and payment page session. */
export async function placeOrder(
  server: Pick<RunningServer, 'baseUrl'>,
  token: string,
  ip = newIp(),
): Promise<{ purchaseId: string; session: string }> {
  const answer = await call(server, '/api/Payment/Pay', {
    json: { provider: 'sandbox', items: [{ productName: PRODUCT, quantity: 1 }] },
    token,
    ip,
  });
  if (answer.status !== 200) throw new Error(`Pay answered ${answer.status}: ${answer.body}`);
  const { payUrl, purchaseId } = JSON.parse(answer.body) as { payUrl: string; purchaseId: string };
  return { purchaseId, session: new URL(payUrl).searchParams.get('session') ?? '' };
}

/** The Pay button of the sandbox provider's page, as the buyer's browser presses it. */
export function payOnPage(server: Pick<RunningServer, 'baseUrl'>, session: string, ip = newIp()): Promise<Answer> {
  return call(server, '/api/Payment/Sandbox/Checkout', { form: { session, decision: 'pay' }, ip });
}

/** The server's default SANDBOX_WEBHOOK_SECRET (env.schema.ts): what the sandbox provider signs with. */
const SANDBOX_WEBHOOK_SECRET = 'whsec_nova_sandbox_development_only';

/** A webhook of the sandbox provider, signed as it signs them (`t=<unix>,v1=<HMAC-SHA256 of "t.body">`). */
export function sandboxWebhook(
  server: Pick<RunningServer, 'baseUrl'>,
  event: { id: string; type: string; purchaseId: string; amount: number; currency: string },
): Promise<Answer & { outcome?: string }> {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SANDBOX_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  return fetch(`${server.baseUrl}/api/Payment/Webhook/Sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': `t=${t},v1=${v1}` },
    body,
  }).then(async (response) => {
    const text = await response.text();
    const outcome = response.ok ? (JSON.parse(text) as { outcome?: string }).outcome : undefined;
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      location: null,
      body: text,
      outcome,
    };
  });
}
