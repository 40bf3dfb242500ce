import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '..', '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/**
 * Builds contracts, API and SPA (Nx skips what is up to date). Skipped when E2E_BUILT=1: the e2e
 * runner builds once before starting the test files, which would otherwise each pay Nx's start-up.
 */
export function buildAll(): void {
  if (process.env.E2E_BUILT === '1') return;
  const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
  const result = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts,@shop/api,@shop/web', '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  baseUrl: string;
  /** Connection string of the server's database (the embedded PostgreSQL's `shop` unless DATABASE_URL was given). */
  databaseUrl: string;
  /** HS256 key the server signs and verifies access tokens with (random per run unless given). */
  jwtSecret: string;
  stop(): Promise<void>;
}

/** Name of the database the server creates in its embedded PostgreSQL (apps/api/src/main.ts). */
export const EMBEDDED_DATABASE = 'shop';

/**
 * The real server as `npm start` runs it, on free ports, with its own embedded PostgreSQL in a temp
 * folder (used by the browser tests and by `npm run bench`).
 */
export async function startServer(env: Record<string, string> = {}, output: 'inherit' | 'ignore' = 'inherit'): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  // When we are root the embedded PostgreSQL runs as its own user, which must enter the folder.
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = await Promise.all([freePort(), freePort()]);
  const jwtSecret = env.JWT_SECRET || randomBytes(32).toString('hex');
  // Serve a copy of the built SPA: a rebuild of apps/web/dist while the server runs (another build
  // in the same tree) must not swap the page chunks under a running test.
  let webDist = env.WEB_DIST_DIR;
  if (!webDist) {
    webDist = join(dataDir, 'web');
    const built = join(root, 'apps', 'web', 'dist');
    if (!existsSync(join(built, 'index.html'))) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`no built SPA in ${built}: run buildAll() first`);
    }
    cpSync(built, webDist, { recursive: true });
  }
  const databaseUrl = env.DATABASE_URL || `postgresql://postgres:postgres@127.0.0.1:${pgPort}/${EMBEDDED_DATABASE}`;
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env, JWT_SECRET: jwtSecret, WEB_DIST_DIR: webDist },
    stdio: ['ignore', output, 'inherit'],
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not become healthy in 90 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    databaseUrl,
    jwtSecret,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
