import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startNginx } from '../../e2e/src/nginx';
import { createApp } from '../src/app.factory';
import { BackgroundTasks } from '../src/core/background/background-tasks';
import { AppConfig } from '../src/core/config/app-config';
import { parseEnv } from '../src/core/config/env.schema';
import { PrismaService } from '../src/core/database/prisma.service';
import { freePort, workerDatabaseUrl } from './test-database';

/**
 * Signing key of the test apps: random for each test file, so no test writes the installation key into the
 * workspace's DATA_DIR. A test of that key passes JWT_SECRET: '' and a DATA_DIR of its own.
 */
const TEST_JWT_SECRET = randomBytes(32).toString('hex');

/** argon2 memory of the test apps and factories: the real hashing, at a cost that leaves time for testing. */
export const TEST_HASH_MEMORY_KIB = 1024;

/**
 * API_TEST_PROXY=1 (set by apps/api's test script, so in `npm test`): every test app of a file that allows it is two
 * instances of the application on the worker's database, listening on loopback, with Debian's
 * nginx in front of them (round robin); supertest's requests (`request(app.getHttpServer())`)
 * go to nginx, so consecutive requests of a test reach different instances. `app.get()` and the
 * rest stay the first instance's; `app.close()` stops all three.
 */
let proxiedInThisFile = process.env.API_TEST_PROXY === '1';

/**
 * Keeps this test file's apps one in-process instance, even under API_TEST_PROXY: for files whose
 * subject is one process's own behaviour (its log lines, its spies, its answers to what a proxy
 * refuses itself, the dev mailbox that never answers through a proxy). `reason` is for the reader.
 */
export function withoutProxy(reason: string): void {
  void reason;
  if (together === 'proxied')
    throw new Error(
      "A file that calls withoutProxy would change the switch for every file after it in its group's module registry: list it in test/together.json's in-process group.",
    );
  proxiedInThisFile = false;
  withoutProxyCalls++;
}

/**
 * Set by test/together/run-together.ts: the files of a group share this module and the switch above,
 * so a group is either proxied (no file may call withoutProxy) or in process (every file must).
 */
let together: 'proxied' | 'in-process' | undefined;
let withoutProxyCalls = 0;

export function runningTogether(kind: 'proxied' | 'in-process'): void {
  together = kind;
  proxiedInThisFile = kind === 'proxied';
}

/** How often withoutProxy was called in this module registry (a group checks each of its files). */
export const withoutProxyCount = (): number => withoutProxyCalls;

/** The real application on the worker's test database, initialised but not listening (supertest drives it). */
export async function createTestApp(
  env: Record<string, string> = {},
  { proxied = proxiedInThisFile }: { proxied?: boolean } = {},
): Promise<{ app: NestFastifyApplication; prisma: PrismaService; config: AppConfig }> {
  const { app, config } = await createInstance(env);
  if (proxied) await behindProxy(app, await createInstance(env));
  return { app, prisma: app.get(PrismaService), config };
}

async function createInstance(
  env: Record<string, string>,
): Promise<{ app: NestFastifyApplication; config: AppConfig }> {
  const databaseUrl = workerDatabaseUrl();
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl,
      CRON_ENABLED: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      ...(env.NODE_ENV !== 'production' && { PASSWORD_HASH_MEMORY_KIB: String(TEST_HASH_MEMORY_KIB) }),
      ...env,
    }),
  );
  const app = await createApp(config);
  await app.init();
  // Fastify loads its plugins (static files, CORS) when it gets ready; listen() would do it.
  await app.getHttpAdapter().getInstance().ready();
  return { app, config };
}

/** Every instance's PrismaService by the first one's: what one request sends may leave through either. */
const instancesByPrisma = new WeakMap<PrismaService, PrismaService[]>();

/** The PrismaService of each instance of the test app whose first instance has `prisma` (itself alone when not proxied). */
export function prismaOfEveryInstance(prisma: PrismaService): PrismaService[] {
  return instancesByPrisma.get(prisma) ?? [prisma];
}

/** Both instances listen on loopback behind nginx; the first one's HTTP server becomes nginx's address. */
async function behindProxy(first: NestFastifyApplication, second: { app: NestFastifyApplication }): Promise<void> {
  const ports: number[] = [];
  for (const instance of [first, second.app]) {
    await instance.listen(0, '127.0.0.1');
    ports.push((instance.getHttpServer().address() as AddressInfo).port);
  }
  const port = await freePort();
  const nginx = await startNginx(port, ports);
  instancesByPrisma.set(first.get(PrismaService), [first.get(PrismaService), second.app.get(PrismaService)]);
  // Work a request left running (a mail, a log line) may be on either instance: waiting for it is
  // waiting for both.
  const tasks = first.get(BackgroundTasks);
  const drainFirst = tasks.drain.bind(tasks);
  tasks.drain = async () => {
    await Promise.all([drainFirst(), second.app.get(BackgroundTasks).drain()]);
  };
  // The class's own close: through Nest's Proxy, `first.close` would look the property up again at
  // call time and find the replacement below.
  const close = (Object.getPrototypeOf(first) as NestFastifyApplication).close.bind(first);
  // Nest hands out its application behind a Proxy whose `set` ignores assignments: defined, not assigned.
  // supertest takes an address as well as a server.
  Object.defineProperty(first, 'getHttpServer', {
    value: () => `http://127.0.0.1:${port}`,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(first, 'close', {
    value: async () => {
      await nginx.stop();
      await second.app.close();
      await close();
    },
    configurable: true,
    writable: true,
  });
}
