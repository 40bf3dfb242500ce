// GET /api/Payment/Orders (the first page of 10, as the dashboard asks) for an account of 1,000
// orders (each paid, with two items, a shipping address, invoice, shipment, credit note, dispute,
// history and a renewal) against the bare server, its statements counted for one of 10 orders too
// (list-bench.ts). A page of 100 such orders (170 kB) is not loaded at 100 connections: on two
// shared cores neither server answers it within autocannon's 10 s. Part of `npm run bench`; on its
// own: `npx tsx scripts/bench/order-list.ts`.
import type { RunningServer } from '../../apps/e2e/src/server';
import { benchLists } from './list-bench';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';

export function benchOrderList(shop: RunningServer, options: { seconds: number }): Promise<ComparisonResult[]> {
  return benchLists(shop, {
    title: 'Order list (a page of 10)',
    paths: ['/api/Payment/Orders'],
    seconds: options.seconds,
  });
}

if (require.main === module) runStandalone(benchOrderList);
