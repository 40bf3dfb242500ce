// The VPN lists, GET /api/VpnPeer/GetPass and GET /api/VpnBox (a page of 10, as the dashboard asks),
// for an account of 1,000 passes (two peers and a renewal each) and 1,000 boxes (two periods and a
// renewal each) against the bare server, their statements counted for one of 10 too
// (list-bench.ts). Part of `npm run bench`; on its own: `npx tsx scripts/bench/vpn-lists.ts`.
import type { RunningServer } from '../../apps/e2e/src/server';
import { benchLists } from './list-bench';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';

export function benchVpnLists(shop: RunningServer, options: { seconds: number }): Promise<ComparisonResult[]> {
  return benchLists(shop, {
    title: 'VPN lists (a page of 10)',
    paths: ['/api/VpnPeer/GetPass', '/api/VpnBox'],
    seconds: options.seconds,
  });
}

if (require.main === module) runStandalone(benchVpnLists);
