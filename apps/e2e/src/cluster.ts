// The shop as it scales: two (or more) instances of the built server on one PostgreSQL (and Redis
// when REDIS_URL is set), with Debian's nginx in front of them on loopback. Used by `npm run
// cluster` (scripts/cluster.ts), by the browser suite's shared server (serve.ts) and by the
// cluster's own tests (cluster.e2e.ts), so every journey goes through the proxy to both instances.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from './nginx';
import { freePort, root, skipDiskWaits, startServer, type RunningServer } from './server';

export interface Cluster {
  /** nginx's address: the one the shop is opened on. */
  baseUrl: string;
  /** The first instance's own address (see RunningServer.directUrl). */
  directUrl: string;
  instanceUrls: string[];
  databaseUrl: string;
  jwtSecret: string;
  /** Each instance on its own port, for tests that must reach one of them directly. */
  instances: RunningServer[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Settings of every instance (REDIS_URL, SEED, …). */
  env?: Record<string, string>;
  instances?: number;
  /** nginx's port (default: a free one). */
  port?: number;
  /** The database: DATABASE_URL when given, else an embedded PostgreSQL with its data here (default: a temp folder, removed on stop). */
  dataDir?: string;
  /** Commits need not wait for the disk (tests throw the database away). */
  throwaway?: boolean;
  /** Where the instances' log lines go. */
  output?: 'inherit' | 'ignore';
  /** Progress lines for a person (npm run cluster). */
  log?: (line: string) => void;
}

interface EmbeddedDatabase {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The built API's own embedded PostgreSQL (the one `npm start` runs), started here so it outlives any instance. */
async function startDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built server's module, loaded at run time
  const { startEmbeddedPostgres } = require(
    join(root, 'apps', 'api', 'dist', 'core', 'database', 'embedded-postgres.js'),
  ) as {
    startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedDatabase>;
  };
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await database.createDatabase('shop');
  return database;
}

/**
 * Starts the database (unless DATABASE_URL is given), the instances one after the other (the
 * first migrates and seeds; the others find it done) and nginx in front of them. Every instance
 * shares the signing key and the database, and trusts the proxy on loopback for client addresses.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const count = options.instances ?? 2;
  const env = options.env ?? {};
  const port = options.port ?? (await freePort());
  const givenUrl = env.DATABASE_URL || process.env.DATABASE_URL;
  const tempData = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    if (tempData) rmSync(tempData, { recursive: true, force: true });
  };
  try {
    let databaseUrl = givenUrl;
    if (!databaseUrl) {
      log('Starting the embedded PostgreSQL…');
      const database = await startDatabase(join(options.dataDir ?? tempData!, 'postgres'));
      started.push(database);
      databaseUrl = database.url('shop');
      if (options.throwaway) await skipDiskWaits(databaseUrl);
    }
    const jwtSecret = env.JWT_SECRET || process.env.JWT_SECRET || randomBytes(32).toString('hex');
    const publicUrl = env.PUBLIC_URL || `http://127.0.0.1:${port}`;
    const instances: RunningServer[] = [];
    for (let i = 1; i <= count; i++) {
      log(`Starting instance ${i} of ${count}…`);
      const instance = await startServer(
        {
          TRUST_PROXY: 'loopback',
          ...env,
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret,
          PUBLIC_URL: publicUrl,
          // The first one has migrated and seeded: the others need not try again.
          ...(i > 1 && { SEED: 'none' }),
        },
        options.output ?? 'ignore',
      );
      started.push(instance);
      instances.push(instance);
    }
    log('Starting nginx…');
    started.push(
      await startNginx(
        port,
        instances.map((instance) => Number(new URL(instance.baseUrl).port)),
      ),
    );
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      directUrl: instances[0].baseUrl,
      instanceUrls: instances.map((instance) => instance.baseUrl),
      databaseUrl,
      jwtSecret,
      instances,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
