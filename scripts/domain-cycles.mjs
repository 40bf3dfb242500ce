#!/usr/bin/env node
// Fails when two areas of a project import each other, directly or round a longer loop (madge
// --circular, in the same lint, finds loops between files; this finds them between folders,
// which file loops do not show: a imports b's x while b imports a's y).
// Usage: node domain-cycles.mjs <src> <tsconfig> <area pattern>, run from the project's folder;
// the pattern's first capture group names a file's area (files it does not match are skipped).
import madge from 'madge';

const [src, tsConfig, pattern] = process.argv.slice(2);
if (!pattern) {
  console.error('usage: domain-cycles.mjs <src> <tsconfig> <area pattern>');
  process.exit(2);
}
// Tests and their fixtures may reach into any area: only the shipped code counts.
const TESTS = /\.spec\.tsx?$|(^|\/)test(ing)?(\/|\.tsx?$)/;
const areaOf = (file) => (TESTS.test(file) ? undefined : new RegExp(pattern).exec(file)?.[1]);

const graph = (await madge(src, { fileExtensions: ['ts', 'tsx'], tsConfig, excludeRegExp: [/generated\//] })).obj();
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

if (loops.length === 0) {
  console.log(`No import loop between the areas of ${src}.`);
} else {
  for (const loop of loops) {
    console.error(`These areas import each other: ${loop.join(', ')}`);
    for (const from of loop)
      for (const [to, example] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`  ${example}`);
  }
  process.exit(1);
}
