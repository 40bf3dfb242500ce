import { isContention, isUniqueViolation } from './prisma-errors';

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
});
