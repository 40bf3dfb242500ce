#!/usr/bin/env node
// Runs the Prisma CLI with an offline schema engine where the native one cannot be downloaded.
// `prisma generate` needs no engine at all, so any existing file satisfies the variable there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = { ...process.env };

if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const offline = resolve(root, '..', 'shared', 'tools', 'prisma-offline', 'schema-engine');
  if (existsSync(offline)) env.PRISMA_SCHEMA_ENGINE_BINARY = offline;
  else if (args[0] === 'generate') env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
if (args[0] === 'generate' && !existsSync(join(root, 'prisma', 'schema.prisma'))) {
  console.log('prisma: no schema yet, nothing to generate');
  process.exit(0);
}
// The CLI reads DATABASE_URL through prisma.config.ts; generate and validate need none.
env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';

const cli = join(root, 'node_modules', 'prisma', 'build', 'index.js');
const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
