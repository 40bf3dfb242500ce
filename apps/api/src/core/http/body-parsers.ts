import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findHostileInput, hostileInputError, jsonNestsDeeperThan } from './hostile-input';

/** undefined for a charset TextDecoder does not know; the check after parsing still applies then. */
function decode(body: Buffer, encoding: string): string | undefined {
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    return undefined;
  }
}

/** Refuses deep JSON before JSON.parse spends time on it (microseconds against milliseconds). */
function refuseDeepJson(req: IncomingMessage, _res: ServerResponse, body: Buffer, encoding: string): void {
  // What Nest's rawBody option would have kept, for webhook signatures.
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
  const text = decode(body, encoding);
  if (text !== undefined && jsonNestsDeeperThan(text)) throw hostileInputError('JSON_TOO_DEEP');
}

function refuseHostileInput(req: Request, _res: Response, next: NextFunction): void {
  const problem = findHostileInput(req.body) ?? findHostileInput(req.query);
  next(problem && hostileInputError(problem));
}

/**
 * The request body parsers, and the edge where input no DTO, mapper or database should see is
 * refused with a 400 before any route runs: JSON too deep to map, NUL and lone surrogates.
 */
export function useBodyParsers(app: NestExpressApplication, limit: string): void {
  // Not useBodyParser('json'): with the rawBody option on, Nest replaces any verify hook with its own.
  app.use(json({ limit, verify: refuseDeepJson }));
  app.useBodyParser('urlencoded', { limit, extended: false });
  app.use(refuseHostileInput);
}
