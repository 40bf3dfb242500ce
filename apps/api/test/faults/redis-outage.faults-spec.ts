import Redis from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort, type RunningServer } from '../../../e2e/src/server';
import { RATE_LIMITS } from '../../src/core/rate-limit/rate-limits';
import {
  CAPTCHA,
  call,
  login,
  newCustomer,
  newIp,
  ownPostgres,
  startShop,
  until,
  withDb,
  type Answer,
  type OwnedPostgres,
} from './fault-support';

// Redis (REDIS_URL: where the rate-limit counters live) killed while the shop runs, then started
// again. The choice (limiter-store.ts): while Redis is away the counters fall back to PostgreSQL,
// so logins keep working and the login limits still hold; nothing answers 500.

const LOGIN_IP_LIMIT = RATE_LIMITS.login.ip.limit;

/** A Redis of the test's own on `port`, keeping nothing on disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await until('redis-server to answer PING', async () => {
      if (failed)
        throw new Error(`redis-server could not be started (apt-get install redis-server): ${failed.message}`);
      await probe.connect().catch(() => undefined);
      return (await probe.ping()) === 'PONG';
    });
  } finally {
    probe.disconnect();
  }
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('Redis down while REDIS_URL is set', () => {
  let pg: OwnedPostgres;
  let databaseUrl: string;
  let server: RunningServer;
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let counters: Redis;
  const answers: (Answer & { what: string })[] = [];

  beforeAll(async () => {
    pg = await ownPostgres();
    databaseUrl = pg.url('shop');
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    counters = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    counters.on('error', () => undefined);
    server = await startShop(databaseUrl, { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  });
  afterAll(async () => {
    await server?.stop();
    counters?.disconnect();
    if (redis) await kill(redis);
    await pg?.dispose();
  });

  const track = async (what: string, answer: Promise<Answer>) => {
    const got = await answer;
    answers.push({ ...got, what });
    return got;
  };
  const wrongLogin = (ip: string) =>
    track(
      'wrong login',
      call(server, '/api/User/Login', {
        json: { email: `nobody-${randomUUID()}@test.example.com`, password: 'Wrong-Password-1', captchaCode: CAPTCHA },
        ip,
      }),
    );
  const bucketsOf = (ip: string) =>
    withDb(databaseUrl, async (db) => {
      const { rows } = await db.query<{ points: number }>(`SELECT points FROM "RateLimitBucket" WHERE key = $1`, [
        `rate-limit:login-ip:${ip}`,
      ]);
      return rows.map((row) => row.points);
    });

  it('keeps logins working and their limits counted (in PostgreSQL meanwhile), and answers no 500', async () => {
    const email = await newCustomer(databaseUrl, 'fault-redis@test.example.com');

    // Up: counted in Redis.
    expect((await track('login', login(server, email))).status).toBe(200);
    const upIp = newIp();
    expect((await wrongLogin(upIp)).status).toBe(404);
    expect(await counters.get(`rate-limit:login-ip:${upIp}`)).toBe('1');
    expect(await bucketsOf(upIp)).toEqual([]);

    await kill(redis!);
    redis = undefined;

    // Down: logins work, and an address's failed logins are still limited, counted in PostgreSQL.
    for (let n = 0; n < 3; n++) expect((await track('login', login(server, email))).status).toBe(200);
    const downIp = newIp();
    for (let n = 0; n < LOGIN_IP_LIMIT; n++) expect((await wrongLogin(downIp)).status).toBe(404);
    const refused = await wrongLogin(downIp);
    expect([refused.status, Number(refused.retryAfter) > 0]).toEqual([429, true]);
    // The refused one is given back: the count stands at the limit.
    expect(await bucketsOf(downIp)).toEqual([LOGIN_IP_LIMIT]);
    const token = (JSON.parse((await track('login', login(server, email))).body) as { token: string }).token;
    expect((await track('me', call(server, '/api/User/Me', { token }))).status).toBe(200);

    // Back: counted in Redis again, once the shop has reconnected (ioredis retries within 2 s).
    redis = await startRedis(redisPort);
    const backIp = newIp();
    await until('the rate limits to count in Redis again', async () => {
      await wrongLogin(backIp);
      return (await counters.get(`rate-limit:login-ip:${backIp}`)) !== null;
    });
    expect((await track('login', login(server, email))).status).toBe(200);

    expect(answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([]);
  });
});
