// The player lists of a big account against a small one: GET /api/Player and GET /api/Player/Licences
// for a user with 10 devices and one with 1,000 (each with a licence and two playlists). The
// statements of one request are captured on the wire (a second instance of the shop behind a
// recording relay, as for Me) and must be as many for both users; requests/s and p99 are
// reported. Part of `npm run bench`; on its own: `npx tsx scripts/bench/player-lists.ts`.
import type { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { benchUser, reportLists } from './list-bench';
import { runStandalone } from './standalone';

const SIZES = [10, 1000];
const PATHS = ['/api/Player?pageSize=100', '/api/Player/Licences?pageSize=100&sort=device'];

/** `devices` paired devices, each with a lifetime licence and two playlists. */
async function fillDevices(db: Client, userId: string, devices: number): Promise<void> {
  await db.query(
    `INSERT INTO "PlayerDevice" (id, "deviceId", platform, model, description, "userId", "pairedAt", "updatedAt")
     SELECT gen_random_uuid(), 'bench-' || $1::text || '-' || n, 'android', 'Bench TV', 'Screen ' || n, $1::uuid, now() - n * interval '1 minute', now()
     FROM generate_series(1, $2::int) AS n`,
    [userId, devices],
  );
  await db.query(
    `INSERT INTO "Licence" (id, platform, "playerDeviceId", "userId", source, since)
     SELECT gen_random_uuid(), 'ANDROID', d.id, $1::uuid, 'PURCHASE', now() FROM "PlayerDevice" d WHERE d."userId" = $1::uuid`,
    [userId],
  );
  await db.query(
    `INSERT INTO "Playlist" (id, "playerDeviceId", name, url, "updatedAt")
     SELECT gen_random_uuid(), d.id, 'List ' || k, 'https://iptv.nova.example/' || k || '.m3u8', now()
     FROM "PlayerDevice" d CROSS JOIN generate_series(1, 2) AS k WHERE d."userId" = $1::uuid`,
    [userId],
  );
}

/** Runs the comparison against a running shop; true when both sizes take the same statements. */
export async function benchPlayerLists(shop: RunningServer, options: { seconds: number }): Promise<boolean> {
  const tokens = await Promise.all(
    SIZES.map((size) => benchUser(shop, 'player', (db, userId) => fillDevices(db, userId, size))),
  );
  return reportLists(shop, {
    title: 'Player lists (a page of 100)',
    unit: 'devices',
    paths: PATHS,
    sizes: SIZES,
    tokens,
    seconds: options.seconds,
  });
}

if (require.main === module) runStandalone(benchPlayerLists);
