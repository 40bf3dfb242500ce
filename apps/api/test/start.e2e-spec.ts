import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrations } from '../src/core/database/migrator';
import { DEMO_TICKETS, DEMO_USERS } from '../src/seed/demo.data';
import { freePort, ownDatabase, queryAt } from './test-database';

const ROOT = join(__dirname, '..', '..', '..');
/** The built server `npm start` runs (npm test builds it first; `npx nx run @shop/api:build` otherwise). */
const MAIN = join(ROOT, 'apps', 'api', 'dist', 'main.js');
/** What a person may be asked to read before using the shop (issue 22: it was 341 lines). */
const MAX_LINES = 30;

interface Started {
  port: number;
  /** stdout and stderr, as one terminal shows them, up to the moment of the first request. */
  lines: string[];
  stop(): Promise<void>;
}

/** The built server as `npm start` runs it, until it has said where its mail can be read (its last start-up line). */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 150 s:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!output.includes('/dev/mailbox')) return;
      clearTimeout(timer);
      resolve(output.trimEnd().split('\n'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    port,
    lines,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `npm start` as a person sees it (LOG_FORMAT=pretty stands for the terminal: here stdout is a
 * pipe), and as a log collector sees it (a pipe: JSON lines). Both are started at once on one new
 * database and one DATA_DIR, as two instances behind a proxy start: one migrates, one seeds, and
 * both sign with the one key made for the installation.
 */
describe('the start of the built server', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let person: Started;
  let collector: Started;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npx nx run @shop/api:build)`);
    database = await ownDatabase('shop_start', { migrate: false });
    dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    [person, collector] = await Promise.all([
      startServer({ ...env, LOG_FORMAT: 'pretty' }),
      startServer({ ...env, LOG_FORMAT: '' }),
    ]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([person?.stop(), collector?.stop()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells a person a short story: the database, the demo logins, the real address, the mailbox', () => {
    const { lines, port } = person;
    expect(lines.length).toBeLessThan(MAX_LINES);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    const story = lines.join('\n');
    expect(story).toMatch(/Database: the PostgreSQL at 127\.0\.0\.1:\d+, database shop_start_\w+ \(DATABASE_URL\)/);
    expect(story).toMatch(/Demo customer: customer@nova\.test \/ \S+/);
    expect(story).toContain(
      `The shop is ready on http://localhost:${port} (API docs at http://localhost:${port}/api/docs)`,
    );
    expect(story).toContain(`read it at http://localhost:${port}/dev/mailbox`);
  });

  it('writes JSON lines, as few, when stdout is not a terminal', () => {
    const { lines, port } = collector;
    expect(lines.length).toBeLessThan(MAX_LINES);
    // Node's own warnings (stderr) are not the server's log lines.
    const logged = lines.filter((line) => !line.startsWith('(node:') && !line.startsWith('(Use `node'));
    const messages = logged.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain(
      `The shop is ready on http://localhost:${port} (API docs at http://localhost:${port}/api/docs)`,
    );
  });

  it('starts two instances at once on one new database: one schema, one seed, one signing key', async () => {
    const migrations = await queryAt<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    );
    expect(migrations[0].n).toBe(readMigrations(join(ROOT, 'prisma', 'migrations')).length);
    // Tickets have no natural key the database enforces: a second seed at the same time would add them again.
    const subjects = await queryAt<{ subject: string; n: number }>(
      database.url,
      'SELECT subject, count(*)::int AS n FROM "Ticket" GROUP BY subject ORDER BY subject',
    );
    expect(subjects.map(({ subject }) => subject)).toEqual(DEMO_TICKETS.tickets.map(({ subject }) => subject).sort());
    expect(subjects.filter(({ n }) => n !== 1)).toEqual([]);
    const [uninvoiced] = await queryAt<{ n: number }>(
      database.url,
      `SELECT count(*)::int AS n FROM "Order" o WHERE o.status = 'PAID' AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."orderId" = o.id)`,
    );
    expect(uninvoiced.n).toBe(0);

    // Logged in on one instance, known to the other: the session is in the database, the key shared.
    const customer = DEMO_USERS.find(({ label }) => label === 'customer')!;
    const login = await fetch(`http://127.0.0.1:${person.port}/api/User/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password, captchaCode: 'dev-captcha-ok' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`http://127.0.0.1:${collector.port}/api/User/Me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
  });
});
