import { Client } from 'pg';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

export const root = resolve(__dirname, '..', '..', '..');

/**
 * Builds contracts, API and SPA (Nx skips what is up to date). Skipped when E2E_BUILT=1: the e2e
 * global setup builds once and sets it, so the servers the workers start pay no Nx start-up.
 */
export function buildAll({ quiet = false }: { quiet?: boolean } = {}): void {
  if (process.env.E2E_BUILT === '1') return;
  const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
  const result = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts,@shop/api,@shop/web', '--outputStyle=static'],
    {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      // Quiet: the build's output (every file Vite writes) only when it fails.
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    if (quiet) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('the build failed (its errors are above)');
  }
}

export interface RunningServer {
  baseUrl: string;
  /**
   * One instance's own address, not through a proxy: the development mailbox answers only a
   * browser on this machine talking to it directly (dev/loopback-only.guard.ts). Same as baseUrl
   * for a single server.
   */
  directUrl: string;
  /** Every instance's own address: one for a single server, one each in a cluster (cluster.ts). */
  instanceUrls: string[];
  /** Connection string of the server's database (the embedded PostgreSQL's `shop` unless DATABASE_URL was given). */
  databaseUrl: string;
  /** HS256 key the server signs and verifies access tokens with (random per run unless given). */
  jwtSecret: string;
  /** The server's process, when started here (the bench reads its CPU time). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Preloaded into the server process: tells us over IPC when the shop's HTTP server listens on its
 * port (then lets go of the channel), so a start waits for that event instead of polling. Only an
 * HTTP server counts: start-up first probes the port with a plain socket it closes again.
 */
const READY_SIGNAL = `
import { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';
const listen = Server.prototype.listen;
Server.prototype.listen = function (...args) {
  if (this instanceof HttpServer) {
    this.once('listening', () => {
      const address = this.address();
      if (address && typeof address === 'object' && address.port === Number(process.env.PORT)) process.send?.('listening', () => process.disconnect());
    });
  }
  return listen.apply(this, args);
};`;

/** Lets commits return before the disk has them: for a database thrown away after the run. */
export async function skipDiskWaits(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('ALTER SYSTEM SET synchronous_commit = off');
    await db.query('SELECT pg_reload_conf()');
  } finally {
    await db.end();
  }
}

/** Name of the database the server creates in its embedded PostgreSQL (apps/api/src/main.ts). */
export const EMBEDDED_DATABASE = 'shop';

/**
 * The real server as `npm start` runs it, on free ports, with its own embedded PostgreSQL in a temp
 * folder (used by the browser tests and by `npm run bench`).
 */
export async function startServer(
  env: Record<string, string> = {},
  output: 'inherit' | 'ignore' = 'inherit',
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<RunningServer> {
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
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(READY_SIGNAL)}`,
      join(root, 'apps', 'api', 'dist', 'main.js'),
    ],
    {
      cwd: root,
      // PUBLIC_URL: the server's own address, where mailed links and the payment providers send the browser back.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...env,
        JWT_SECRET: jwtSecret,
        WEB_DIST_DIR: webDist,
      },
      stdio: ['ignore', output, 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server listens once its database is migrated and seeded (apps/api/src/main.ts).
  const started = await new Promise<'listening' | 'exited' | 'timeout'>((ok) => {
    AbortSignal.timeout(90_000).addEventListener('abort', () => ok('timeout'));
    child.once('message', () => ok('listening'));
    child.once('exit', () => ok('exited'));
  });
  const health =
    started === 'listening'
      ? await fetch(`${baseUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        )
      : 0;
  if (health !== 200) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (started === 'exited') throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    throw new Error(
      started === 'timeout' ? 'server did not listen within 90 s' : `server listens but /api/health answers ${health}`,
    );
  }
  // The browser tests' database is thrown away with the run (the benches keep the defaults, so
  // they measure what a shop gets).
  if (throwaway && !env.DATABASE_URL) await skipDiskWaits(databaseUrl);
  return {
    baseUrl,
    directUrl: baseUrl,
    instanceUrls: [baseUrl],
    databaseUrl,
    jwtSecret,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Given out here too, for the files that start servers with these helpers (ports.ts).
export { freePort };
