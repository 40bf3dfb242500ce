import fastify from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { redactUrl, useRequestLog } from './logging.module';

/** A pino logger writing its lines into `lines`, parsed. */
function capture(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

describe('useRequestLog', () => {
  it('writes one line per answer: id, method, URL without query values, status, time; warn for 4xx, error for 5xx', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = fastify({ genReqId: () => 'rid-1' });
    useRequestLog(app, capture(lines));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(lines.map(({ level, req, res, msg }) => ({ level, req, res, msg }))).toEqual([
      {
        level: 30,
        req: { id: 'rid-1', method: 'GET', url: '/ok?x=[redacted]' },
        res: { statusCode: 200 },
        msg: 'request completed',
      },
      {
        level: 40,
        req: { id: 'rid-1', method: 'GET', url: '/missing' },
        res: { statusCode: 404 },
        msg: 'request completed',
      },
      {
        level: 50,
        req: { id: 'rid-1', method: 'GET', url: '/boom' },
        res: { statusCode: 500 },
        msg: 'request errored',
      },
    ]);
    expect(lines.every((line) => typeof line.responseTime === 'number')).toBe(true);
  });

  it('writes nothing below its level', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = capture(lines);
    logger.level = 'warn';
    const app = fastify();
    useRequestLog(app, logger);
    app.get('/ok', async () => 'ok');
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    expect(lines.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([404]);
  });
});

describe('redactUrl', () => {
  it('replaces every query value and keeps the names and the path', () => {
    expect(redactUrl('/confirm-password?token=abc.def-123')).toBe('/confirm-password?token=[redacted]');
    expect(redactUrl('/api/Payment/Order?purchaseId=P-3kq8&x=&y=a=b&flag')).toBe(
      '/api/Payment/Order?purchaseId=[redacted]&x=[redacted]&y=[redacted]&flag',
    );
    expect(redactUrl('/api/Player/PlayList?otp=ABC123')).toBe('/api/Player/PlayList?otp=[redacted]');
    expect(redactUrl('/confirm-tfa?')).toBe('/confirm-tfa?');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('names the pages that take a device code in their path without the code', () => {
    expect(redactUrl('/player/active-licence/ABC123')).toBe('/player/active-licence/[redacted]');
    expect(redactUrl('/Player/Manage-Your-App/QWERTZ/?lang=de')).toBe(
      '/Player/Manage-Your-App/[redacted]/?lang=[redacted]',
    );
    expect(redactUrl('/player/active-licence')).toBe('/player/active-licence');
    expect(redactUrl('/player/download/x')).toBe('/player/download/x');
  });
});
