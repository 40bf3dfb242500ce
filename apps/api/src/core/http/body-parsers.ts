import type { FastifyInstance, FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { parse as parseQueryString } from 'node:querystring';
import { findHostileInput, hostileInputError, jsonNestsDeeperThan } from './hostile-input';

/** An error the exception filter answers by its status (see toErrorBody). */
function refusal(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/** The charset parameter of the request's Content-Type, lower case; utf-8 when absent. */
function charsetOf(request: FastifyRequest): string {
  const match = CHARSET.exec(request.headers['content-type'] ?? '');
  return (match?.[1] ?? match?.[2] ?? 'utf-8').toLowerCase();
}

/** The first character of JSON text that is not white space (space, tab, line feed, carriage return). */
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;

/**
 * JSON in any UTF encoding (UTF-8, -16, -32), depth checked before JSON.parse spends time on it
 * (microseconds against milliseconds). Only an object or an array is a body; an empty body is {}.
 */
function parseJson(request: FastifyRequest, body: Buffer): unknown {
  const charset = charsetOf(request);
  if (!charset.startsWith('utf-') || !iconv.encodingExists(charset)) throw refusal(415, `unsupported charset "${charset.toUpperCase()}"`);
  const text = iconv.decode(body, charset);
  if (jsonNestsDeeperThan(text)) throw hostileInputError('JSON_TOO_DEEP');
  if (text.length === 0) return {};
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw refusal(400, 'a JSON body is an object or an array');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw refusal(400, (error as Error).message);
  }
}

function parseForm(request: FastifyRequest, body: Buffer): unknown {
  const charset = charsetOf(request);
  if (charset !== 'utf-8') throw refusal(415, `unsupported charset "${charset.toUpperCase()}"`);
  return { ...parseQueryString(body.toString('utf8')) };
}

/**
 * The request body parsers, and the edge where input no DTO, mapper or database should see is
 * refused with a 400 before any route runs: JSON too deep to map, NUL and lone surrogates.
 * Every parser keeps the bytes as `request.rawBody` (webhook signatures). A body of any other
 * type is read (within the limit) and dropped, so the route sees none.
 */
export function useBodyParsers(fastify: FastifyInstance, limit: number): void {
  fastify.removeAllContentTypeParsers();
  const parsers: [string, ((request: FastifyRequest, body: Buffer) => unknown) | undefined][] = [
    ['application/json', parseJson],
    ['application/x-www-form-urlencoded', parseForm],
    ['*', undefined],
  ];
  for (const [type, parse] of parsers) {
    fastify.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: limit }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
      try {
        done(null, parse?.(request, body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  }
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = findHostileInput(request.body) ?? findHostileInput(request.query);
    done(problem && hostileInputError(problem));
  });
}
