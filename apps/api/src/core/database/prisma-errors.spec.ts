import { isContention, isDatabaseUnavailable, isUniqueViolation } from './prisma-errors';

describe('prisma errors', () => {
  it.each([
    [
      'a raw query that waited too long for a lock (P2010, 55P03)',
      { name: 'PrismaClientKnownRequestError', code: 'P2010', meta: { code: '55P03' } },
    ],
    [
      'a deadlock victim (P2010, 40P01)',
      { name: 'PrismaClientKnownRequestError', code: 'P2010', meta: { code: '40P01' } },
    ],
    [
      'a serialization failure from the driver adapter',
      { name: 'DriverAdapterError', cause: { originalCode: '40001' } },
    ],
    ['no free connection in the pool (P2024)', { name: 'PrismaClientKnownRequestError', code: 'P2024' }],
    ['a transaction that could not start or expired (P2028)', { name: 'PrismaClientKnownRequestError', code: 'P2028' }],
    ['a write conflict (P2034)', { name: 'PrismaClientKnownRequestError', code: 'P2034' }],
  ])('takes %s for contention: the same request later will go through', (_what, error) => {
    expect(isContention(Object.assign(new Error('busy'), error))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: 'P2002' }],
    ['a syntax error in SQL', { code: 'P2010', meta: { code: '42601' } }],
    ['a plain error', {}],
  ])('does not take %s for contention', (_what, error) => {
    expect(isContention(Object.assign(new Error('wrong'), error))).toBe(false);
    expect(isContention(null)).toBe(false);
  });

  it('knows a unique violation', () => {
    expect(isUniqueViolation({ code: 'P2002' })).toBe(true);
    expect(isUniqueViolation({ code: 'P2010' })).toBe(false);
  });

  // The shapes below are what Prisma 7 with @prisma/adapter-pg and node-postgres threw while a real
  // PostgreSQL was stopped (fast shutdown) and started again (test/faults/database-restart).
  const adapterError = (cause: Record<string, unknown>) => ({ name: 'DriverAdapterError', cause });
  it.each([
    [
      'a query cut off by a fast shutdown (P2010, 57P01 admin_shutdown)',
      {
        name: 'PrismaClientKnownRequestError',
        code: 'P2010',
        meta: { driverAdapterError: adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01' }) },
      },
    ],
    [
      'a query while the server is down (P2010, DatabaseNotReachable)',
      {
        name: 'PrismaClientKnownRequestError',
        code: 'P2010',
        meta: { driverAdapterError: adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }) },
      },
    ],
    ["Prisma's server not reached (P1001)", { name: 'PrismaClientKnownRequestError', code: 'P1001' }],
    ["Prisma's connection closed (P1017)", { name: 'PrismaClientKnownRequestError', code: 'P1017' }],
    ['a reset connection from the driver adapter', adapterError({ kind: 'ConnectionClosed' })],
    ['a crash shutdown (57P02) from the driver adapter', adapterError({ kind: 'postgres', originalCode: '57P02' })],
    ['a server starting up or shutting down (57P03, node-postgres)', { severity: 'FATAL', code: '57P03' }],
    ['a connection exception (08006, node-postgres)', { severity: 'FATAL', code: '08006' }],
    ['too many connections (53300)', { code: '53300' }],
    ['a refused connection (the socket)', { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }],
    ['a reset connection (the socket)', { code: 'ECONNRESET', syscall: 'read', errno: -104 }],
    ['a connection node-postgres saw end', { message: 'Connection terminated unexpectedly' }],
    [
      'a pooled client that lost its connection',
      { message: 'Client has encountered a connection error and is not queryable' },
    ],
    ['a refusal inside the cause of another error', { cause: { code: 'ECONNREFUSED' } }],
    [
      'a refusal among the errors of an AggregateError',
      { errors: [{ code: 'EADDRNOTAVAIL' }, { code: 'ECONNREFUSED' }] },
    ],
  ])('takes %s for the database being unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('unavailable'), error))).toBe(true);
  });

  it.each([
    ['a unique violation', { name: 'PrismaClientKnownRequestError', code: 'P2002' }],
    ['a missing row', { name: 'PrismaClientKnownRequestError', code: 'P2025' }],
    ['a syntax error in SQL', { code: 'P2010', meta: { driverAdapterError: adapterError({ originalCode: '42601' }) } }],
    ['a refused login to PostgreSQL (28P01)', adapterError({ kind: 'AuthenticationFailed', originalCode: '28P01' })],
    ['a deadlock (contention, not an outage)', { code: '40P01' }],
    ['a plain error that only mentions a refusal', { message: 'connect ECONNREFUSED 10.0.0.1:5432' }],
  ])('does not take %s for the database being unavailable', (_what, error: object) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('wrong'), error))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
