/** A unique constraint refused the write (Prisma's P2002): somebody else got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

/** PostgreSQL's codes for "try again": deadlock, serialization failure, lock wait timed out. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001', '55P03']);
/** Prisma's: pool exhausted (P2024), transaction not started or expired (P2028), write conflict or deadlock (P2034). */
const RETRYABLE_PRISMA = new Set(['P2024', 'P2028', 'P2034']);

/**
 * The database was busy rather than wrong: a lock not had in time, a deadlock victim, no free
 * connection. The same request later will go through. Looks through `cause` and Prisma's meta,
 * where the driver adapter keeps PostgreSQL's own code.
 */
export function isContention(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, meta, cause } = error as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: unknown };
    cause?: unknown;
  };
  if (typeof code === 'string' && (RETRYABLE_PRISMA.has(code) || RETRYABLE_SQLSTATES.has(code))) return true;
  const original = (error as { originalCode?: unknown }).originalCode;
  if (typeof original === 'string' && RETRYABLE_SQLSTATES.has(original)) return true;
  if (typeof meta?.code === 'string' && RETRYABLE_SQLSTATES.has(meta.code)) return true;
  return isContention(meta?.driverAdapterError, depth + 1) || isContention(cause, depth + 1);
}
