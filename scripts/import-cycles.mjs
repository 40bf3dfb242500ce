#!/usr/bin/env node
// Fails on an import loop, between files or between areas, from one reading of the project's imports
// (madge): a loop between files (a imports b, b imports a), and a loop between areas, which file
// loops do not show (area a imports b's x while b imports a's y).
// Usage: node import-cycles.mjs <tsconfig> <area pattern> <folder>..., run from the project's folder;
// paths are relative to it (src/account/auth.ts), and the pattern's first capture group names a
// file's area (files it does not match are in none).
import madge from 'madge';

const [tsConfig, pattern, ...folders] = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: import-cycles.mjs <tsconfig> <area pattern> <folder>...');
  process.exit(2);
}
// Tests and their fixtures may reach into any area: only the shipped code counts.
const TESTS = /\.spec\.tsx?$|(^|\/)test(ing)?(\/|\.tsx?$)/;
const areaOf = (file) => (TESTS.test(file) ? undefined : new RegExp(pattern).exec(file)?.[1]);

const result = await madge(folders, {
  baseDir: process.cwd(),
  fileExtensions: ['ts', 'tsx'],
  tsConfig,
  excludeRegExp: [/generated\//],
});
let failed = false;
const fileLoops = result.circular();
if (fileLoops.length === 0) console.log(`No import loop between the files of ${folders.join(', ')}.`);
for (const loop of fileLoops) {
  console.error(`These files import each other: ${loop.join(' -> ')}`);
  failed = true;
}

const graph = result.obj();
const edges = new Map();
for (const [file, imports] of Object.entries(graph)) {
  const from = areaOf(file);
  if (!from) continue;
  for (const target of imports) {
    const to = areaOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, `${file} -> ${target}`);
  }
}

// Tarjan's strongly connected components: any component of two or more areas is a loop.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const loops = [];
function visit(area) {
  order.set(area, index);
  low.set(area, index++);
  stack.push(area);
  for (const next of edges.get(area)?.keys() ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(area, Math.min(low.get(area), low.get(next)));
    } else if (stack.includes(next)) low.set(area, Math.min(low.get(area), order.get(next)));
  }
  if (low.get(area) === order.get(area)) {
    const component = [];
    let member;
    do component.push((member = stack.pop()));
    while (member !== area);
    if (component.length > 1) loops.push(component);
  }
}
for (const area of edges.keys()) if (!order.has(area)) visit(area);

if (loops.length === 0) console.log(`No import loop between the areas of ${folders.join(', ')}.`);
for (const loop of loops) {
  console.error(`These areas import each other: ${loop.join(', ')}`);
  for (const from of loop)
    for (const [to, example] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`  ${example}`);
  failed = true;
}
if (failed) process.exit(1);
