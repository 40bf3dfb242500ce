// One shop for a whole e2e run (started by global-setup.ts): two instances behind nginx on one
// PostgreSQL (cluster.ts), as the shop scales, so every journey of the shared tests goes through the
// proxy to both. Prints `E2E_SERVER <json>` with what the tests need, and stops everything when its
// stdin closes or on SIGTERM/SIGINT. The tests share it instead of each worker starting one (see fixtures.ts).
// By hand, for quick reruns: `npx tsx src/serve.ts`, then `E2E_BUILT=1 E2E_SERVER='<json>' npx playwright test`.
import { startCluster } from './cluster';
import type { RunningServer } from './server';
import { SITE_SETTINGS } from './site-settings';

export const SERVER_MARKER = 'E2E_SERVER ';

/** What a test file gets from the shared server (fixtures.ts reads it from E2E_SERVER). */
export type SharedServer = Pick<RunningServer, 'baseUrl' | 'directUrl' | 'instanceUrls' | 'databaseUrl' | 'jwtSecret'>;

async function main(): Promise<void> {
  // Store listings, downloads and contacts configured, as a deployment would (site-settings.ts).
  // The outbox is polled every second (not every 10): cluster.e2e.ts watches the instances share
  // that job's periods.
  const server = await startCluster({ env: { ...SITE_SETTINGS, MAIL_POLL_SECONDS: '1' }, throwaway: true });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
  const shared: SharedServer = {
    baseUrl: server.baseUrl,
    directUrl: server.directUrl,
    instanceUrls: server.instanceUrls,
    databaseUrl: server.databaseUrl,
    jwtSecret: server.jwtSecret,
  };
  process.stdout.write(`${SERVER_MARKER}${JSON.stringify(shared)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
