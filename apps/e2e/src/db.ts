import { expect } from '@playwright/test';
import { Client } from 'pg';
import type { RunningServer } from './server';

/** Runs `work` on a fresh connection to the server's database. */
export async function withDb<T>(
  server: Pick<RunningServer, 'databaseUrl'>,
  work: (db: Client) => Promise<T>,
): Promise<T> {
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

type Server = Pick<RunningServer, 'databaseUrl' | 'baseUrl'>;

interface PricingAnswer {
  pricings: { productType: string; productName: string; stock?: number | null }[];
}

/** The anonymous price list of the English shop (GB), as a visitor's browser gets it. */
async function pricing(server: Server): Promise<PricingAnswer> {
  const response = await fetch(`${server.baseUrl}/api/Pricing?country=en`);
  if (!response.ok) throw new Error(`GET /api/Pricing answered ${response.status}`);
  return (await response.json()) as PricingAnswer;
}

/**
 * Pricing answers are cached per country in the API; a trigger NOTIFYs every instance on catalogue
 * changes and the whole cache is emptied. Waits until the price list shows `expected` (what the
 * change made of the list read before it), so the pages of the test see the change too.
 */
async function untilPricing(server: Server, expected: PricingAnswer): Promise<void> {
  await expect
    .poll(async () => (await pricing(server)).pricings, {
      message: 'the API price list shows the catalogue change',
      intervals: [50, 100, 250],
    })
    .toEqual(expected.pricings);
}

export interface MaintenanceEntry {
  enabled: boolean;
  version: string;
  /** Message per language: { en: "...", it: "...", ... }. */
  languageLogs: Record<string, string>;
}

interface ChangelogRow {
  id: string;
  enabled: boolean;
  version: string;
  languageLogs: Record<string, string>;
}

/**
 * Sets the changelog's maintenance entry (inserting one when the seed made none). Returns a function
 * that puts back what was there before. The changelog is not cached by the API.
 */
export async function setMaintenance(
  server: Pick<RunningServer, 'databaseUrl'>,
  entry: MaintenanceEntry,
): Promise<() => Promise<void>> {
  return withDb(server, async (db) => {
    const existing = await db.query<ChangelogRow>(
      `SELECT "id", "enabled", "version", "languageLogs" FROM "ChangelogEntry" WHERE "type" = 'maintenance' ORDER BY "createdAt" ASC`,
    );
    if (existing.rows.length === 0) {
      const inserted = await db.query<{ id: string }>(
        `INSERT INTO "ChangelogEntry" ("id", "type", "version", "languageLogs", "enabled", "createdAt", "updatedAt")
         VALUES (gen_random_uuid(), 'maintenance', $1, $2::jsonb, $3, now(), now()) RETURNING "id"`,
        [entry.version, JSON.stringify(entry.languageLogs), entry.enabled],
      );
      const id = inserted.rows[0].id;
      return () =>
        withDb(server, async (db2) => void (await db2.query('DELETE FROM "ChangelogEntry" WHERE "id" = $1', [id])));
    }
    // One notice at a time: the first entry carries it, any others are switched off meanwhile.
    const [first, ...others] = existing.rows;
    await db.query(
      `UPDATE "ChangelogEntry" SET "enabled" = $2, "version" = $3, "languageLogs" = $4::jsonb, "updatedAt" = now() WHERE "id" = $1`,
      [first.id, entry.enabled, entry.version, JSON.stringify(entry.languageLogs)],
    );
    if (others.length) {
      await db.query(
        `UPDATE "ChangelogEntry" SET "enabled" = false, "updatedAt" = now() WHERE "id" = ANY($1::uuid[])`,
        [others.map((o) => o.id)],
      );
    }
    return () =>
      withDb(server, async (db2) => {
        for (const row of existing.rows) {
          await db2.query(
            `UPDATE "ChangelogEntry" SET "enabled" = $2, "version" = $3, "languageLogs" = $4::jsonb, "updatedAt" = now() WHERE "id" = $1`,
            [row.id, row.enabled, row.version, JSON.stringify(row.languageLogs)],
          );
        }
      });
  });
}

/** The maintenance entry as the database holds it now (null when there is none). */
export async function getMaintenance(server: Pick<RunningServer, 'databaseUrl'>): Promise<MaintenanceEntry | null> {
  return withDb(server, async (db) => {
    const rows = await db.query<ChangelogRow>(
      `SELECT "id", "enabled", "version", "languageLogs" FROM "ChangelogEntry" WHERE "type" = 'maintenance' ORDER BY "createdAt" ASC LIMIT 1`,
    );
    const row = rows.rows[0];
    return row ? { enabled: row.enabled, version: row.version, languageLogs: row.languageLogs } : null;
  });
}

/**
 * Sets the stock of every VPN-BOX-HW product (a number, or one per product name) and waits for the
 * API's price list to show it. Returns a function restoring each product's previous stock (and
 * waiting for the price list again).
 */
export async function setBoxStock(
  server: Server,
  stock: number | ((productName: string) => number),
): Promise<() => Promise<void>> {
  const stockOf = (name: string) => (typeof stock === 'number' ? stock : stock(name));
  const before = await pricing(server);
  const previous = await withDb(server, async (db) => {
    const rows = await db.query<{ id: string; name: string; stock: number | null }>(
      `SELECT "id", "name", "stock" FROM "Product" WHERE "type" = 'VPN_BOX_HW'`,
    );
    if (rows.rows.length === 0) throw new Error('no VPN-BOX-HW products in the database');
    for (const row of rows.rows) {
      await db.query(`UPDATE "Product" SET "stock" = $2, "updatedAt" = now() WHERE "id" = $1`, [
        row.id,
        stockOf(row.name),
      ]);
    }
    return rows.rows;
  });
  const hardware = new Set(previous.map((row) => row.name));
  await untilPricing(server, {
    pricings: before.pricings.map((p) =>
      hardware.has(p.productName) && p.productType === 'VPN-BOX-HW' ? { ...p, stock: stockOf(p.productName) } : p,
    ),
  });
  return async () => {
    await withDb(server, async (db) => {
      for (const row of previous) {
        await db.query(`UPDATE "Product" SET "stock" = $2, "updatedAt" = now() WHERE "id" = $1`, [row.id, row.stock]);
      }
    });
    await untilPricing(server, before);
  };
}

/** Stock of every VPN-BOX-HW product, by name. */
export async function getBoxStock(server: Pick<RunningServer, 'databaseUrl'>): Promise<Record<string, number | null>> {
  return withDb(server, async (db) => {
    const rows = await db.query<{ name: string; stock: number | null }>(
      `SELECT "name", "stock" FROM "Product" WHERE "type" = 'VPN_BOX_HW'`,
    );
    return Object.fromEntries(rows.rows.map((r) => [r.name, r.stock]));
  });
}

/**
 * Switches every product of a type off (inactive products leave the price lists) and waits for the
 * API's price list to lose them. Returns a function restoring the previous flags (and waiting for
 * the price list to be as before).
 */
export async function deactivateProductType(
  server: Server,
  type: 'VIDEO_PLAYER' | 'VPN_PASS' | 'COUPON' | 'VPN_BOX_HW' | 'SHIP',
): Promise<() => Promise<void>> {
  const before = await pricing(server);
  const previous = await withDb(server, async (db) => {
    const rows = await db.query<{ id: string; active: boolean }>(
      `SELECT "id", "active" FROM "Product" WHERE "type" = $1::"ProductType"`,
      [type],
    );
    await db.query(`UPDATE "Product" SET "active" = false, "updatedAt" = now() WHERE "type" = $1::"ProductType"`, [
      type,
    ]);
    return rows.rows;
  });
  // The API names the types with dashes (VPN-BOX-HW).
  await untilPricing(server, { pricings: before.pricings.filter((p) => p.productType !== type.replaceAll('_', '-')) });
  return async () => {
    await withDb(server, async (db) => {
      for (const row of previous)
        await db.query(`UPDATE "Product" SET "active" = $2, "updatedAt" = now() WHERE "id" = $1`, [row.id, row.active]);
    });
    await untilPricing(server, before);
  };
}

/** Inserts a confirmed customer (no usable password: sign in with session.ts). Returns the e-mail. */
export async function createUser(
  server: Pick<RunningServer, 'databaseUrl'>,
  data: { email?: string; name?: string; surname?: string; country: string; language?: string; isReseller?: boolean },
): Promise<string> {
  const email = (
    data.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
  ).toLowerCase();
  await withDb(server, (db) =>
    db.query(
      `INSERT INTO "User" ("id", "email", "passwordHash", "name", "surname", "country", "language", "isReseller", "confirmedAt", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, 'not-a-real-hash', $2, $3, $4, $5, $6, now(), now(), now())`,
      [
        email,
        data.name ?? 'Test',
        data.surname ?? 'User',
        data.country,
        data.language ?? 'en',
        data.isReseller ?? false,
      ],
    ),
  );
  return email;
}
