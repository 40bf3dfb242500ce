import { Prisma } from '../../generated/prisma/client';

/** The tables whose rows serialise a change: a user's addresses, an order, a device's playlists, a product's stock, a pass's or box's end, a VPN location's subnet, an admin's edit of a discount code or a news entry. */
export type LockableTable =
  | 'User'
  | 'Order'
  | 'PlayerDevice'
  | 'Product'
  | 'Ticket'
  | 'VpnPass'
  | 'VpnBox'
  | 'Subscription'
  | 'VpnLocation'
  | 'DiscountCode'
  | 'News';

/** The raw-query methods of the client or of a transaction (`txHost.tx`). */
interface RawClient {
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<number>;
  $executeRawUnsafe(query: string): Promise<number>;
  $queryRaw<T>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
}

/**
 * The one way to take a row lock: `SELECT … FOR UPDATE` on the row, held until the caller's
 * transaction ends, so changes that read then write the same rows queue instead of interleaving.
 * Call it first in the transaction, before touching any row that references the locked one (a
 * foreign key takes a share lock on its target, and two such holders waiting for FOR UPDATE
 * deadlock). `waitMs` bounds the wait (SET LOCAL lock_timeout): past it PostgreSQL raises 55P03,
 * which `isContention` recognises, instead of holding a transaction open for seconds.
 * Answers whether the row exists. Outside a transaction the lock would end at once: use it in one.
 */
export async function lockRow(
  tx: RawClient,
  table: LockableTable,
  id: string,
  options: { waitMs?: number } = {},
): Promise<boolean> {
  if (options.waitMs !== undefined) {
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${Math.max(1, Math.floor(options.waitMs))}ms'`);
  }
  const rows = await tx.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT id FROM ${Prisma.raw(`"${table}"`)} WHERE id = ${id}::uuid FOR UPDATE`,
  );
  return rows.length > 0;
}

/**
 * Kinds of change serialised as a whole rather than by a row: the admins' roles and locks (who is
 * still an admin is a question about every account), a price list's currency (a rule over rows
 * that may not exist yet), the maintenance notice (there may be no row yet).
 */
export type NamedLock = 'admin.roles' | 'admin.prices' | 'admin.maintenance-notice';

/** Holds `name` until the caller's transaction ends (pg_advisory_xact_lock): changes of that kind queue. */
export async function lockNamed(tx: RawClient, name: NamedLock): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}))`;
}
