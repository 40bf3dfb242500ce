// One shop server for a whole e2e run (started by run-e2e.mjs): prints `E2E_SERVER <json>` with
// what the test files need, and stops the server (and its PostgreSQL) when its stdin closes or on
// SIGTERM/SIGINT. The test files then share it instead of each starting one (see fixture.ts).
import { startServer, type RunningServer } from './server';

export const SERVER_MARKER = 'E2E_SERVER ';

/** What a test file gets from the shared server (fixture.ts reads it from E2E_SERVER). */
export type SharedServer = Pick<RunningServer, 'baseUrl' | 'databaseUrl' | 'jwtSecret'>;

async function main(): Promise<void> {
  const server = await startServer({}, 'ignore');
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
  const shared: SharedServer = { baseUrl: server.baseUrl, databaseUrl: server.databaseUrl, jwtSecret: server.jwtSecret };
  process.stdout.write(`${SERVER_MARKER}${JSON.stringify(shared)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
