import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** Any constant works; it only has to be the same for every instance of the server. */
const MIGRATION_LOCK_KEY = 72_707_369;

/** The bookkeeping table exactly as Prisma Migrate creates it, so `prisma migrate status` agrees. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Reads prisma/migrations/<name>/migration.sql in name order, with Prisma's checksum (sha256 of the file). */
export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    });
}

/**
 * Applies pending Prisma migrations without the Prisma CLI or a schema engine: each migration in
 * its own transaction, one server instance at a time (advisory lock), recorded in
 * `_prisma_migrations` the way `prisma migrate deploy` records it. `warn` hears of a migration
 * changed after it was applied; the result names the ones applied now.
 */
export async function migrate(
  databaseUrl: string,
  dir: string,
  warn: (message: string) => void = () => undefined,
): Promise<MigrationResult> {
  const migrations = readMigrations(dir);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and is not rolled back; resolve it with ` +
          '`prisma migrate resolve` before starting the server.',
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r]));
    const result: MigrationResult = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          warn(`Migration ${migration.name} was modified after it was applied (checksum differs).`);
        }
        result.alreadyApplied.push(migration.name);
        continue;
      }
      await applyOne(client, migration);
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function applyOne(client: Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [
      id,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
  }
}
