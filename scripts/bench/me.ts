// Authenticated GET /api/User/Me against a bare node:http + pg server that runs the very statements
// the shop runs for it (captured on the wire from a second instance of the shop, see
// pg-statement-capture.ts) and answers the same bytes. Part of `npm run bench`; on its own:
// `npx tsx scripts/bench/me.ts` (builds contracts and API only, serves no SPA).
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { compareWithBare } from './bare-comparison';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';

const ME = '/api/User/Me';
const PASSWORD = 'Bench-Me-Password-2026';
const CAPTCHA = 'dev-captcha-ok';
/** Two today (the session check and the profile, docs/performance.md); the lists' limit. */
const MAX_STATEMENTS = 3;

export interface MeBenchOptions {
  seconds: number;
  /** Connection counts to load with; the gate applies to the last (highest). */
  connections?: number[];
  /** Measured runs per side and connection count; the median is reported. */
  runs?: number;
  /** Shop requests/s at least this share of the bare server's. */
  minRatio?: number;
  /** Shop p99 at most this many times the bare server's. */
  maxP99Factor?: number;
}

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: {
      ...(json !== undefined && { 'content-type': 'application/json' }),
      ...(rest.headers as Record<string, string>),
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** A confirmed customer with one address, logged in through the shop's own Login: its token. */
export async function signUp(shop: Pick<RunningServer, 'baseUrl' | 'databaseUrl'>): Promise<string> {
  const email = `bench-${randomUUID()}@nova.test`;
  const db = new Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    await db.query(
      `INSERT INTO "User" (id, email, "passwordHash", name, surname, country, "confirmedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Bench', 'User', 'IT', now(), now())`,
      [email, hash],
    );
  } finally {
    await db.end();
  }
  const login = await call(`${shop.baseUrl}/api/User/Login`, {
    method: 'POST',
    json: { email, password: PASSWORD, captchaCode: CAPTCHA },
  });
  const { token } = (await login.json()) as { token: string };
  await call(`${shop.baseUrl}/api/User/Address`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    json: {
      isShipping: true,
      isFavorite: true,
      name: 'Bench',
      surname: 'User',
      street: 'Via Roma 1',
      city: 'Roma',
      zip: '00100',
      country: 'IT',
    },
  });
  return token;
}

/** Runs the Me comparison against a running shop (at 10 and 100 connections, the gate at 100). */
export async function benchMe(shop: RunningServer, options: MeBenchOptions): Promise<ComparisonResult[]> {
  const token = await signUp(shop);
  return compareWithBare(shop, {
    title: `GET ${ME} (authenticated)`,
    requests: [{ path: ME, token, label: 'a customer with one address' }],
    seconds: options.seconds,
    maxStatements: MAX_STATEMENTS,
    connections: options.connections ?? [10, 100],
    runs: options.runs,
    minRatio: options.minRatio,
    maxP99Factor: options.maxP99Factor,
  });
}

if (require.main === module) runStandalone(benchMe);
