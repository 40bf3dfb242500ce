import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { migrate } from '../src/core/database/migrator';
import { freePort } from '../../e2e/src/ports';

/** A database made for one test run on TEST_DATABASE_URL's server, or on an embedded PostgreSQL. */
export interface TestDatabase {
  url: string;
  /** The server's maintenance database, for tests that make databases of their own. */
  adminUrl: string;
  /** Another fresh database on the same server (a copy of `template` if given), dropped by dispose(). */
  create(template?: string): Promise<string>;
  dispose(): Promise<void>;
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
  const create = async (template?: string) => {
    const name = `shop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin(adminUrl, async (c) => {
      await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${new URL(template).pathname.slice(1)}"` : ''}`);
      // A test database is thrown away: its commits need not wait for the disk (a crash loses at most
      // the last moments, never consistency). Settings are not copied with a template: set on each.
      await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    });
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

/** The maintenance database of this run's server (the global setup puts it in SHOP_TEST_ADMIN_URL). */
export function testAdminUrl(): string {
  const url = process.env.SHOP_TEST_ADMIN_URL;
  if (!url) throw new Error('SHOP_TEST_ADMIN_URL is not set: run through jest (global setup)');
  return url;
}

/** Runs one statement on the database at `url`, on a connection of its own; answers its rows. */
export function queryAt<T extends object>(url: string, sql: string): Promise<T[]> {
  return admin(url, async (client) => (await client.query<T>(sql)).rows);
}

/** Runs one statement on the maintenance database (CREATE DATABASE and the like); answers its rows. */
export function adminQuery<T extends object>(sql: string): Promise<T[]> {
  return queryAt(testAdminUrl(), sql);
}

/**
 * A database of a test file's own on the run's server (for tests that take every row of a table,
 * or change database settings), with the migrations applied unless told; `drop` removes it.
 */
export async function ownDatabase(
  prefix: string,
  options: { timezone?: string; migrate?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  if (options.timezone)
    await adminQuery(`ALTER DATABASE "${name}" SET timezone TO '${options.timezone.replace(/'/g, "''")}'`);
  const url = withDatabase(testAdminUrl(), name);
  if (options.migrate !== false) await migrate(url, join(__dirname, '..', '..', '..', 'prisma', 'migrations'));
  return { url, drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined) };
}

/**
 * The database of this Jest worker: the global setup gives each worker a copy of the migrated,
 * seeded database, so test files running side by side never see each other's rows.
 */
export function workerDatabaseUrl(): string {
  const url =
    process.env[`SHOP_TEST_DATABASE_URL_${process.env.JEST_WORKER_ID ?? '1'}`] ?? process.env.SHOP_TEST_DATABASE_URL;
  if (!url) throw new Error('SHOP_TEST_DATABASE_URL is not set: run the HTTP tests through jest (global setup)');
  return url;
}

// Given out here too, for the files that start servers with these helpers (ports.ts).
export { freePort };
