// docs/benchmarks.md: every comparison with the bare server a bench run made, one line per request
// and connection count, with the machine it ran on. A run replaces the lines it measured and keeps
// the others (kept between runs in .bench/results.json), so a single bench run on its own
// (`npx tsx scripts/bench/<name>.ts`) updates its lists only; each line says when it was measured
// and the machine's load average then, which decides the numbers on a shared machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { root } from '../../apps/e2e/src/server';

export interface Side {
  rps: number;
  p99: number;
  /** CPU ms of the server process per answered request (median of the runs), where /proc tells. */
  cpuMs?: number;
}

/** One request at one connection count, shop against bare server (bare-comparison.ts). */
export interface ComparisonResult {
  title: string;
  path: string;
  label?: string;
  statements: number;
  sameCountAs?: { label: string; statements: number };
  connections: number;
  seconds: number;
  runs: number;
  shop: Side;
  bare: Side;
  ratio: number;
  p99Factor: number;
  errors: number;
  /** The gate applies to this line (the highest connection count of its request). */
  gated: boolean;
  pass: boolean;
  /** One-minute load average before and after the line's runs. */
  load: [number, number];
  measuredAt: string;
  machine?: string;
}

const DOC = join(root, 'docs', 'benchmarks.md');
const STORE = join(root, '.bench', 'results.json');

const machine = () => {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, Node ${process.version}`;
};

const results: ComparisonResult[] = [];

export function recordResults(measured: ComparisonResult[]): void {
  results.push(...measured.map((r) => ({ ...r, machine: machine() })));
}

const lineKey = (r: ComparisonResult) => `${r.path} ${r.label ?? ''} ${r.connections}`;

function row(r: ComparisonResult): string {
  const cpu =
    r.shop.cpuMs !== undefined && r.bare.cpuMs !== undefined
      ? `${r.shop.cpuMs.toFixed(2)} / ${r.bare.cpuMs.toFixed(2)} ms`
      : '';
  const statements = `${r.statements}${r.sameCountAs ? ` (${r.sameCountAs.label}: ${r.sameCountAs.statements})` : ''}`;
  const gate = r.gated ? (r.pass ? 'PASS' : 'BELOW') : r.pass ? '' : 'FAIL';
  const cells = [
    `\`${r.path}\``,
    r.label ?? '',
    statements,
    String(r.connections),
    `${r.shop.rps.toFixed(0)} (${r.shop.p99} ms)`,
    `${r.bare.rps.toFixed(0)} (${r.bare.p99} ms)`,
    r.ratio.toFixed(2),
    r.p99Factor.toFixed(1),
    cpu,
    gate,
    `${r.measuredAt.slice(0, 16).replace('T', ' ')}, load ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Merges this run's lines into the kept ones and writes docs/benchmarks.md (Prettier-formatted). */
export async function writeBenchmarks(): Promise<void> {
  if (!results.length) return;
  const kept: ComparisonResult[] = existsSync(STORE) ? JSON.parse(readFileSync(STORE, 'utf8')) : [];
  const measured = new Set(results.map(lineKey));
  const all = [...kept.filter((r) => !measured.has(lineKey(r))), ...results];
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(STORE, JSON.stringify(all, null, 2));

  const machines = [...new Set(all.map((r) => r.machine ?? 'unknown'))];
  const titles = [...new Set(all.map((r) => r.title))];
  const text = [
    '# Benchmarks: the authenticated lists against a bare server',
    '',
    'Written by `npm run bench` and by each API bench run on its own (`npx tsx scripts/bench/<name>.ts`), which',
    'replaces the lines it measured. Each request is compared with `scripts/bench/bare-server.mjs`, a bare',
    "node:http + pg server running the very statements the shop ran for it (captured on PostgreSQL's wire",
    'protocol) and answering the same bytes; how, and why CPU per request is the steadier measure on a shared',
    'machine: [performance.md](performance.md). Requests/s and p99 are medians of the runs; the gate, at 100',
    "connections: at least 0.5 of the bare server's requests/s and a p99 at most twice its p99, with at most 3",
    'statements per request (the session check included), as many for an account of 1,000 rows as for one of 10.',
    '',
    '## Machine',
    '',
    ...machines.map((m) => `- ${m}`),
    `- Written ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; each line gives when it was measured`,
    '  and the one-minute load average before and after its runs (other people share the machine).',
    '',
    ...titles.flatMap((title) => [
      `## ${title}`,
      '',
      '| request | account | statements | conn | shop req/s (p99) | bare req/s (p99) | ratio | p99 × | CPU/request shop / bare | gate | measured (UTC), load |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...all.filter((r) => r.title === title).map(row),
      '',
    ]),
  ].join('\n');
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }));
  console.log(`\nWrote ${DOC}`);
}
