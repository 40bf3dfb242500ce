import { pino, type Logger } from 'pino';
import { Writable } from 'node:stream';
import { logFormatOf, prettyMessage } from './log-format';

describe('logFormatOf', () => {
  it('writes for a person only at the terminal of a development server, unless LOG_FORMAT says', () => {
    expect(logFormatOf({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormatOf({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'test' }, true)).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
  });
});

describe('prettyMessage', () => {
  /** The lines a real pino logger writes, as prettyMessage turns them into text. */
  function pretty(write: (logger: Logger) => void): string[] {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(prettyMessage(JSON.parse(chunk.toString()) as Record<string, unknown>, 'msg'));
        done();
      },
    });
    write(pino({ level: 'info' }, sink));
    return lines;
  }

  it('shows the time and the message; the level only from warn up; a context but the start-up one', () => {
    const lines = pretty((logger) => {
      logger.info({ context: 'Bootstrap' }, 'The shop is ready');
      logger.warn({ context: 'mail-delivery' }, 'Run failed: timeout');
      logger.error('boom');
    });
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d The shop is ready$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN mail-delivery: Run failed: timeout$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d ERROR boom$/),
    ]);
  });

  it('shows a request as method, URL, status and time', () => {
    const [line] = pretty((logger) =>
      logger.info(
        {
          req: { id: 'r1', method: 'GET', url: '/api/Pricing?country=[redacted]' },
          res: { statusCode: 200 },
          responseTime: 4,
        },
        'request completed',
      ),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/api\/Pricing\?country=\[redacted\] 200 4 ms$/);
  });
});
