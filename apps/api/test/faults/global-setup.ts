import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../../../e2e/src/server';
import {
  bundledProgramsDir,
  DEFAULT_STATE_DIR,
  placeEmbeddedPostgres,
} from '../../src/core/database/embedded-postgres-placement';
import { initCluster } from '../../src/core/database/postgres-process';

/**
 * The suite starts the built server (apps/api/dist) with the built SPA: built once here, Nx
 * skipping what is up to date. And one empty PostgreSQL cluster is made here, which each test's
 * own PostgreSQL starts from as a copy (FAULTS_PG_TEMPLATE): initdb takes seconds, a copy does not.
 */
export default async function globalSetup(): Promise<void> {
  buildAll();
  const dir = mkdtempSync(join(tmpdir(), 'shop-faults-template-'));
  // When we are root PostgreSQL runs as its own user, which must enter the folder.
  chmodSync(dir, 0o755);
  const placement = placeEmbeddedPostgres({
    dataDir: join(dir, 'postgres'),
    programsDir: bundledProgramsDir(),
    stateDir: DEFAULT_STATE_DIR,
    log: () => undefined,
  });
  await initCluster(placement, 'postgres', 'postgres');
  process.env.FAULTS_PG_TEMPLATE = placement.dataDir;
  process.env.FAULTS_PG_TEMPLATE_DIR = dir;
}
