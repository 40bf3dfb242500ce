import { utcTimestamp } from './prisma.service';

describe('utcTimestamp', () => {
  it('reads a timestamp(3) column as the UTC time Prisma wrote, whatever the server time zone', () => {
    expect(utcTimestamp('2026-01-02 03:04:05.678').toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(utcTimestamp('2026-07-01 23:59:59').toISOString()).toBe('2026-07-01T23:59:59.000Z');
  });
});
