import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/core/database/embedded-postgres';

/** A database made for one test run on TEST_DATABASE_URL's server, or on an embedded PostgreSQL. */
export interface TestDatabase {
  url: string;
  /** The server's maintenance database, for tests that make databases of their own. */
  adminUrl: string;
  /** Another fresh database on the same server, dropped by dispose(). */
  create(): Promise<string>;
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, stop: async () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
  return {
    adminUrl: server.adminUrl,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, stop: stopServer } = await startServer();
  const created: string[] = [];
  const create = async () => {
    const name = `shop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    created.push(name);
    return withDatabase(adminUrl, name);
  };
  const url = await create();
  return {
    url,
    adminUrl,
    create,
    async dispose() {
      await admin(adminUrl, async (c) => {
        for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      await stopServer();
    },
  };
}
