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

/** Socket errors of a connection that could not be made or was lost (Node's codes). */
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * PostgreSQL's "not now": shutting down (57P01 admin, 57P02 crash), starting or stopping (57P03),
 * too many connections (53300), and every connection exception (class 08).
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;
/** Prisma's: server not reached (P1001), timed out (P1002), operations timed out (P1008), connection closed (P1017). */
const UNREACHABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
/** The driver adapter's kinds for the same (`meta.driverAdapterError.cause.kind`). */
const UNREACHABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** node-postgres says these in words only: a connection that ended, or a client that lost its own. */
const UNREACHABLE_PG_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * The database cannot be reached right now (down, restarting, failing over, refusing connections),
 * as opposed to refusing this request: the same request later will go through. Looks through
 * Prisma's errors, the driver adapter's (where PostgreSQL's own code is kept), node-postgres's
 * and the socket's, following `cause` and the errors of an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, kind, originalCode, message, meta, cause, errors } = error as {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    meta?: { code?: unknown; driverAdapterError?: unknown };
    cause?: unknown;
    errors?: unknown;
  };
  for (const value of [code, originalCode, meta?.code]) {
    if (typeof value !== 'string') continue;
    if (UNREACHABLE_SOCKET.has(value) || UNREACHABLE_PRISMA.has(value) || UNAVAILABLE_SQLSTATE.test(value)) return true;
  }
  if (typeof kind === 'string' && UNREACHABLE_ADAPTER_KINDS.has(kind)) return true;
  if (typeof message === 'string' && UNREACHABLE_PG_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
