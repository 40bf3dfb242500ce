import type { FastifyInstance, FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { parse as parseQueryString } from 'node:querystring';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
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

const INFLATE: Record<string, typeof gunzipSync> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body as sent before any Content-Encoding, at most `limit` bytes of it (as body-parser did). */
function decompress(request: FastifyRequest, body: Buffer, limit: number): Buffer {
  const encoding = String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity') return body;
  const inflate = INFLATE[encoding];
  if (!inflate) throw refusal(415, `unsupported content encoding "${encoding}"`);
  try {
    return inflate(body, { maxOutputLength: limit });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? refusal(413, 'request entity too large')
      : refusal(400, 'the body cannot be decompressed');
  }
}

/** The first character of JSON text that is not white space (space, tab, line feed, carriage return). */
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;

/**
 * JSON in any UTF encoding (UTF-8, -16, -32), depth checked before JSON.parse spends time on it
 * (microseconds against milliseconds). Only an object or an array is a body; an empty body is {}.
 */
function parseJson(request: FastifyRequest, body: Buffer): unknown {
  const charset = charsetOf(request);
  if (!charset.startsWith('utf-') || !iconv.encodingExists(charset))
    throw refusal(415, `unsupported charset "${charset.toUpperCase()}"`);
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
  if (charset !== 'utf-8' && charset !== 'iso-8859-1')
    throw refusal(415, `unsupported charset "${charset.toUpperCase()}"`);
  return { ...parseQueryString(iconv.decode(body, charset)) };
}

/**
 * The request body parsers, and the edge where input no DTO, mapper or database should see is
 * refused with a 400 before any route runs: JSON too deep to map, NUL and lone surrogates.
 * Bodies sent gzip-, deflate- or br-encoded are decompressed first (within the limit too). Both
 * parsers keep the bytes as `request.rawBody` (webhook signatures). A body of any other type is
 * read (within the limit) and dropped, so the route sees none.
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
      try {
        if (!parse) return done(null, undefined);
        const bytes = decompress(request, body as Buffer, limit);
        (request as FastifyRequest & { rawBody?: Buffer }).rawBody = bytes;
        done(null, parse(request, bytes));
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
