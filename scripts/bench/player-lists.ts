// The player lists, GET /api/Player and GET /api/Player/Licences (a page of 10, as the dashboard
// asks by default, and of 100, the most it may ask), for an account of 1,000 devices (each with a
// licence, two playlists and a pass) against the bare server, their statements counted for one of
// 10 devices too (list-bench.ts). Part of `npm run bench`; on its own: `npx tsx scripts/bench/player-lists.ts`.
import type { RunningServer } from '../../apps/e2e/src/server';
import { benchLists } from './list-bench';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';

export function benchPlayerLists(shop: RunningServer, options: { seconds: number }): Promise<ComparisonResult[]> {
  return benchLists(shop, {
    title: 'Player lists (a page of 10, and of 100)',
    paths: [
      '/api/Player',
      '/api/Player/Licences?sort=device',
      '/api/Player?pageSize=100',
      '/api/Player/Licences?pageSize=100&sort=device',
    ],
    seconds: options.seconds,
  });
}

if (require.main === module) runStandalone(benchPlayerLists);
