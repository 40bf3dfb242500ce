#!/usr/bin/env node
// Shares of a CPU profile (node --cpu-prof) by kind of code, for docs/performance.md:
//   node scripts/bench/profile-shares.mjs <file.cpuprofile> [seconds of load, default 25]
// Only the busiest window of that length counts (the load, not start-up). Each sample is charged
// to the innermost frame of a listed kind, so native code (a socket write, a hash) goes to the
// package that called it; samples with no listed frame at all are "other".
import { readFileSync } from 'node:fs';

const KINDS = [
  [
    'token verification (jsonwebtoken)',
    /node_modules\/(jws|jwa|jsonwebtoken|@nestjs\/jwt|buffer-equal-constant-time|ecdsa-sig-formatter)\//,
  ],
  ['Prisma client', /node_modules\/(@prisma|\.prisma)\/|\/generated\/prisma\//],
  [
    'node-postgres driver (incl. socket writes)',
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z]+|pgpass)\//,
  ],
  [
    'request logging (pino, pino-http)',
    /node_modules\/(pino|pino-http|nestjs-pino|@pinojs\/[^/]+|sonic-boom|pino-std-serializers|fast-redact)\/|\/dist\/core\/logging\//,
  ],
  [
    'Express + router',
    /node_modules\/(express|router|body-parser|finalhandler|serve-static|send|path-to-regexp|qs|parseurl|type-is|content-type|raw-body|on-finished|encodeurl|escape-html|depd|compression|accepts|mime-types|negotiator|proxy-addr|forwarded|ipaddr\.js|fresh|etag|vary|statuses|http-errors)\//,
  ],
  [
    'Fastify, find-my-way, @fastify/*',
    /node_modules\/(fastify|find-my-way|@fastify\/(?!cors)[^/]+|light-my-request|avvio|fast-querystring|fast-decode-uri-component|fast-json-stringify|toad-cache|rfdc|abstract-logging|process-warning|fastq|reusify|secure-json-parse)\//,
  ],
  [
    'Nest core (+ platform adapter, nestjs-cls)',
    /node_modules\/(@nestjs\/(core|common|platform-express|platform-fastify|schedule)|reflect-metadata|rxjs|tslib|iterare|nestjs-cls|@nestjs-cls\/[^/]+)\//,
  ],
  ['helmet, cors', /node_modules\/(helmet|cors|@fastify\/cors)\//],
  [
    'validation (class-validator/-transformer)',
    /node_modules\/(class-validator|class-transformer|validator|libphonenumber-js)\//,
  ],
  ["the shop's own code", /\/apps\/api\/dist\//],
  ['node:http', /^node:_http_|^node:http$/],
];
const OTHER = 'other (promises, timers, events, async hooks)';

const [file, seconds = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/profile-shares.mjs <file.cpuprofile> [seconds]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
const idle = profile.nodes.find((node) => node.callFrame.functionName === '(idle)')?.id;

// Sample times, and the busiest window of `seconds` (whole seconds since the profile began).
let time = profile.startTime;
const times = profile.timeDeltas.map((delta) => (time += delta));
const busy = new Map();
times.forEach((t, i) => {
  const second = Math.floor((t - profile.startTime) / 1e6);
  busy.set(second, (busy.get(second) ?? 0) + (profile.samples[i] === idle ? 0 : 1));
});
const span = Number(seconds);
let start = 0;
let best = -1;
for (const second of busy.keys()) {
  let sum = 0;
  for (let s = second; s < second + span; s++) sum += busy.get(s) ?? 0;
  if (sum > best) [best, start] = [sum, second];
}
const from = profile.startTime + start * 1e6;
const to = from + span * 1e6;

const kinds = new Map();
function kindOf(id) {
  if (kinds.has(id)) return kinds.get(id);
  const { functionName, url } = nodes.get(id).callFrame;
  let kind;
  if (functionName === '(idle)') kind = 'idle';
  else if (functionName === '(garbage collector)') kind = 'garbage collector';
  else
    kind =
      KINDS.find(([, pattern]) => pattern.test(url ?? ''))?.[0] ?? (parents.has(id) ? kindOf(parents.get(id)) : OTHER);
  kinds.set(id, kind);
  return kind;
}

const counts = new Map();
let total = 0;
times.forEach((t, i) => {
  if (t < from || t >= to) return;
  const kind = kindOf(profile.samples[i]);
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  total++;
});
console.log(`seconds ${start}-${start + span} of the profile, ${total} samples`);
for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${kind}`);
