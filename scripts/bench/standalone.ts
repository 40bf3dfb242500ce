// Runs one API bench on its own (`npx tsx scripts/bench/<name>.ts`): builds contracts and API only
// (skipped with E2E_BUILT=1), starts the shop without the SPA, runs the bench, updates its lines of
// docs/benchmarks.md (report.ts), exits 0 when every line passed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer, type RunningServer } from '../../apps/e2e/src/server';
import { writeBenchmarks, type ComparisonResult } from './report';

type Bench = (shop: RunningServer, options: { seconds: number }) => Promise<ComparisonResult[]>;

function buildApi(): void {
  if (process.env.E2E_BUILT === '1') return;
  const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
  const result = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts,@shop/api', '--outputStyle=static'],
    {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('build failed');
}

async function run(bench: Bench): Promise<boolean> {
  buildApi();
  const noSpa = mkdtempSync(join(tmpdir(), 'bench-no-spa-'));
  // Request logs stay on (info), as in production; they are written to /dev/null.
  const shop = await startServer(
    { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', SEED: 'catalogue', WEB_DIST_DIR: noSpa },
    'ignore',
  );
  try {
    const results = await bench(shop, { seconds: Number(process.env.BENCH_SECONDS ?? 8) });
    await writeBenchmarks();
    return results.every((r) => r.pass);
  } finally {
    await shop.stop();
    rmSync(noSpa, { recursive: true, force: true });
  }
}

export function runStandalone(bench: Bench): void {
  run(bench).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
