import { Prisma } from '../generated/prisma/client';

/** The raw-query methods of the client or of a transaction (`txHost.tx`, or the seed's `tx`). */
interface RawClient {
  $queryRaw<T>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<number>;
}

/** A box on the shelf, in stock: registered, neither sold nor paired (the back office's "in stock"). */
export const BOX_IN_STOCK = { soldAt: null, userId: null } as const satisfies Prisma.VpnBoxWhereInput;
const IN_STOCK_SQL = Prisma.sql`"soldAt" IS NULL AND "userId" IS NULL`;

/**
 * The VPN boxes in stock are the registered serials neither sold nor paired. Every hardware
 * product sells from that one shelf (the durations differ only in the subscription that comes with
 * the box), so each VPN_BOX_HW product's `stock` is that number, written again in the caller's
 * transaction wherever the shelf changes: an import, a sale, a box paired by its owner, an unsent
 * box taken back by a refund.
 *
 * The products' rows are locked first: a second change waits for the first to commit and then
 * counts what it left (a count before the lock would miss a box another transaction just sold).
 */
export async function recountBoxStock(db: RawClient): Promise<number> {
  await lockBoxShelf(db);
  const [{ unsold }] = await db.$queryRaw<{ unsold: number }[]>`
    SELECT count(*)::int AS unsold FROM "VpnBox" WHERE ${IN_STOCK_SQL}`;
  await db.$executeRaw`
    UPDATE "Product" SET stock = ${unsold}, "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE type = 'VPN_BOX_HW' AND stock IS DISTINCT FROM ${unsold}`;
  return unsold;
}

/**
 * Holds the hardware products' rows until the caller's transaction ends: changes of the shelf queue
 * on it (an import checks which serials exist only once an import running beside it has committed).
 */
export async function lockBoxShelf(db: RawClient): Promise<void> {
  await db.$queryRaw`SELECT id FROM "Product" WHERE type = 'VPN_BOX_HW' ORDER BY id FOR UPDATE`;
}

/**
 * The box a hardware sale sends: the longest registered of those in stock and not paired, locked
 * for the caller's transaction. SKIP LOCKED: two sales at once take two different boxes. Null when
 * the shelf is empty (a sale that raced the last box past checkout's stock check).
 */
export async function takeBoxFromShelf(db: RawClient): Promise<{ id: string } | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "VpnBox" WHERE ${IN_STOCK_SQL}
    ORDER BY "createdAt", serial LIMIT 1 FOR UPDATE SKIP LOCKED`;
  return rows[0] ?? null;
}
