#!/usr/bin/env node
// `npm start`: builds what changed (Nx cache), then runs the server, which starts an embedded
// PostgreSQL when DATABASE_URL is unset, migrates, seeds and serves the shop on :3000 (PORT).
// At a terminal it tells a short story (build, database, demo logins, address, mailbox) and logs
// in lines for a person; elsewhere the server writes JSON lines (LOG_FORMAT chooses).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');

/** Start-up failures end with one sentence saying what to do, never a stack trace. */
function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(
    `The shop needs Node.js 20.19 or newer and this is ${process.versions.node}: install a newer Node.js, then run npm install and npm start again.`,
  );
}
if (!existsSync(nx)) fail('The dependencies are not installed: run npm install, then npm start.');

// One line for the build: its output (every file Vite writes, Nx's cache notes) only when it fails.
process.stdout.write('Building the shop (only what changed since the last build)... ');
const started = Date.now();
const build = spawnSync(
  process.execPath,
  [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts', '@shop/api', '@shop/web', '--outputStyle=static'],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 },
);
if (build.status !== 0) {
  console.log('failed:');
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  if (build.error) console.error(build.error.message);
  fail(
    'The build failed (its errors are above): fix them, or run npm install again if files are missing, then npm start.',
  );
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);

const args = [];
if (existsSync(join(root, '.env'))) args.push(`--env-file=${join(root, '.env')}`);
args.push(join(root, 'apps', 'api', 'dist', 'main.js'));
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });

// Ctrl-C reaches the server too (same process group); we only wait for it to finish cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
