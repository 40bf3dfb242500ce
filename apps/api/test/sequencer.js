// Jest's order of test files (jest.config.js `testSequencer`). Jest runs the longest files first so
// no worker idles at the end, by their last run's times, or, on a fresh clone, by file size. A group
// of test/together.json is a three-line file that runs a dozen files: sized by those, not by itself,
// so the groups start first rather than last (on a fresh clone they ran last, one worker alone).
const { statSync } = require('node:fs');
const { basename, join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const TOGETHER = require('./together.json');

const GROUP_FILE = /\.together\.ts$/;

/** Bytes of test code a file runs: a group's are its files'. */
function weight(path) {
  if (!GROUP_FILE.test(path)) return statSync(path).size;
  const names = TOGETHER[basename(path).replace(GROUP_FILE, '')] ?? [];
  return names.reduce((sum, name) => sum + statSync(join(__dirname, `${name}.e2e-spec.ts`)).size, 0);
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    // With times from an earlier run, Jest's own order stands; without any, sizes decide.
    if (sorted.some((test) => test.duration != null)) return sorted;
    const weights = new Map(tests.map((test) => [test.path, weight(test.path)]));
    return [...tests].sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }
}

module.exports = LongestFirst;
