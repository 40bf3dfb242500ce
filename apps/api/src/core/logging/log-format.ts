import pinoPretty from 'pino-pretty';
import type { DestinationStream } from 'pino';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set; else lines for a person when one is watching a development server (stdout
 * is a terminal), and JSON for everything else: log collectors and the tests read JSON lines.
 */
export function logFormatOf(
  env: { LOG_FORMAT?: LogFormat; NODE_ENV: string },
  isTerminal = process.stdout.isTTY === true,
): LogFormat {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' && isTerminal ? 'pretty' : 'json');
}

const LEVEL_WORDS: [number, string][] = [
  [50, 'ERROR'],
  [40, 'WARN'],
];

/** Contexts whose lines speak for the shop as a whole: no `context:` prefix. */
const UNNAMED = new Set(['Bootstrap', undefined]);

type Line = Record<string, unknown> & {
  time?: number;
  level?: number;
  context?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/** One log line as a person reads it: `10:42:01 WARN mail-delivery: Run failed: ...`, a request as `GET /x 200 4 ms`. */
export function prettyMessage(line: Line, messageKey: string): string {
  const time = new Date(line.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVEL_WORDS.find(([at]) => (line.level ?? 0) >= at)?.[1];
  const text =
    line.req && line.res
      ? `${line.req.method} ${line.req.url} ${line.res.statusCode} ${line.responseTime} ms`
      : `${UNNAMED.has(line.context) ? '' : `${line.context}: `}${String(line[messageKey] ?? '')}`;
  return [time, level, text].filter(Boolean).join(' ');
}

/**
 * Where pretty lines go: pino-pretty in this process (not a transport's worker thread, so the
 * last lines before an exit are never lost), writing synchronously to stdout. Every field but the
 * message and an error's stack is left out: the JSON format keeps them.
 */
export function prettyDestination(colorize = process.stdout.isTTY === true): DestinationStream {
  return pinoPretty({
    colorize,
    sync: true,
    hideObject: true,
    ignore: 'time,level,pid,hostname',
    messageFormat: (log, messageKey) => prettyMessage(log as Line, messageKey),
  });
}
