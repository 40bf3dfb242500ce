// `npm run cluster`: the shop as it scales, on this machine. Builds what changed, starts the
// database (the embedded PostgreSQL in DATA_DIR, the one `npm start` uses, or DATABASE_URL), two
// instances of the shop (Redis for the rate limits when REDIS_URL is set) and Debian's nginx in
// front of them on PORT (default 3000), prints the one address to open, and stops everything on
// Ctrl-C. INSTANCES=3 runs three. The README's "Several instances" section says how to run it in
// production.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startCluster } from '../apps/e2e/src/cluster';
import { buildAll, root } from '../apps/e2e/src/server';

function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

const portIsFree = (port: number) =>
  new Promise<boolean>((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
  });

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const instances = Number(process.env.INSTANCES ?? 2);
  if (!Number.isInteger(instances) || instances < 1)
    fail(`INSTANCES must be a whole number of 1 or more, not "${process.env.INSTANCES}".`);
  if (!(await portIsFree(port)))
    fail(`Port ${port} is taken (is the shop already running?): stop that program, or run PORT=3001 npm run cluster.`);
  process.stdout.write('Building the shop (only what changed)… ');
  buildAll({ quiet: true });
  console.log('done.');
  const dataDir = join(root, process.env.DATA_DIR ?? '.data');
  // The installation's signing key, as `npm start` keeps it, unless JWT_SECRET is set: every
  // instance must sign and check tokens with the same key.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built server's module
  const { readOrCreateJwtSecret } = require(join(root, 'apps/api/dist/core/config/jwt-secret-file.js')) as {
    readOrCreateJwtSecret(file: string): string;
  };
  const jwtSecret = process.env.JWT_SECRET || readOrCreateJwtSecret(join(dataDir, 'jwt-secret'));
  const cluster = await startCluster({
    instances,
    port,
    dataDir,
    output: 'inherit',
    env: { JWT_SECRET: jwtSecret, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`, DATA_DIR: dataDir },
    log: (line) => console.log(line),
  });
  const ports = cluster.instances.map((instance) => new URL(instance.baseUrl).port).join(', ');
  console.log(
    [
      `Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `the embedded PostgreSQL in ${join(dataDir, 'postgres')}`}; rate limits in ${process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'PostgreSQL'}.`,
      `nginx on port ${port} in front of ${instances} instances (ports ${ports}).`,
      `The shop is ready on http://localhost:${port} (demo logins as for npm start). Ctrl-C stops everything.`,
      `The development mailbox is at ${cluster.directUrl}/dev/mailbox: an instance's own address, as it never answers through a proxy.`,
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping nginx, the instances and the database…');
    void cluster.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) =>
  fail(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`),
);
