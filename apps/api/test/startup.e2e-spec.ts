import { spawn } from 'node:child_process';
import { createServer, Server } from 'node:net';
import { join } from 'node:path';
import { workerDatabaseUrl } from './test-database';

const API_DIR = join(__dirname, '..');

interface Run {
  code: number | null;
  stderr: string;
}

/** The server as `npm start` runs it (from the TypeScript source: no build needed), until it exits. */
function runServer(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // tsx reads apps/api/tsconfig.json from the working folder (decorators).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 's'.repeat(40),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // Four servers compile the whole application from source at once: on a busy two-core machine that takes its time.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** Exit code 1 and one line on stderr: a sentence, no stack trace, no `undefined`. */
function expectOneSentence(run: Run, pattern: RegExp): void {
  expect(run.code).toBe(1);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toEqual([expect.stringMatching(pattern)]);
  expect(run.stderr).not.toMatch(/\n\s+at |undefined/);
}

describe('start-up failures, as someone running npm start sees them', () => {
  let busy: Server;
  let closedPort: number;
  const runs: Record<string, Run> = {};

  // The servers start in parallel: each pays for loading the whole application from source.
  beforeAll(async () => {
    busy = await listen(0);
    const closed = await listen(0);
    closedPort = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const postgres = `postgresql://shop:s3cret-pass@127.0.0.1:${closedPort}/shop`;
    // Every production setting but the VPN key, on the run's real database: only the key may stop it.
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_SECRET: 'captcha-secret',
      SMTP_HOST: '127.0.0.1',
      SELLER_NAME: 'Rossi S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1',
    };
    const [portTaken, hostMissing, databaseDown, badConfig, vpnKeyMissing] = await Promise.all([
      runServer({ HOST: '127.0.0.1', PORT: String(portOf(busy)), DATABASE_URL: postgres }),
      runServer({ HOST: '192.0.2.1', PORT: '0', DATABASE_URL: postgres }),
      runServer({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: postgres }),
      runServer({ PORT: 'eighty', LOG_LEVEL: 'loud' }),
      runServer({
        ...production,
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: workerDatabaseUrl(),
        SEED: 'none',
        CRON_ENABLED: 'false',
      }),
    ]);
    Object.assign(runs, { portTaken, hostMissing, databaseDown, badConfig, vpnKeyMissing });
  }, 300_000);
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('names the HTTP port that is taken and how to choose another', () => {
    const port = portOf(busy);
    expectOneSentence(
      runs.portTaken,
      new RegExp(`^Cannot listen on 127\\.0\\.0\\.1:${port}: port ${port} is already in use .*PORT=${port + 1}\\.$`),
    );
  });

  it('says when HOST is not an address of this machine', () => {
    expectOneSentence(
      runs.hostMissing,
      /^Cannot listen on 192\.0\.2\.1:0: 192\.0\.2\.1 is not an address of this machine; set HOST=127\.0\.0\.1 .* or HOST=0\.0\.0\.0 .*\.$/,
    );
  });

  it('names the PostgreSQL that could not be reached, without its password', () => {
    expectOneSentence(
      runs.databaseDown,
      new RegExp(`^Could not reach the PostgreSQL at 127\\.0\\.0\\.1:${closedPort}: .*DATABASE_URL.*\\.$`),
    );
    expect(runs.databaseDown.stderr).not.toContain('s3cret-pass');
  });

  it('refuses a production start without VPN_KEY_ENCRYPTION_KEY before anything else, saying how to make one', () => {
    expect(runs.vpnKeyMissing.code).toBe(1);
    expect(runs.vpnKeyMissing.stderr).toMatch(
      /^Invalid configuration:\n {2}VPN_KEY_ENCRYPTION_KEY: is required in production \(32 random bytes: openssl rand -base64 32\)\n$/,
    );
  });

  it('lists every invalid setting, still without a stack trace', () => {
    expect(runs.badConfig.code).toBe(1);
    expect(runs.badConfig.stderr).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}LOG_LEVEL: .*\n$/);
    expect(runs.badConfig.stderr).not.toMatch(/\n\s+at /);
  });
});
