import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

export interface CachedBody {
  json: string;
  etag: string;
  expiresAt: number;
}

export function serialize(body: unknown): Omit<CachedBody, 'expiresAt'> {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Serialized pricing answers per country. Emptied when the catalogue changes (see
 * CatalogueChangeListener); the time limit is only a safety net if a change notice is missed.
 */
export class PricingCache {
  private readonly entries = new Map<string, CachedBody>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(country: string): CachedBody | undefined {
    const entry = this.entries.get(country);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(country);
      return undefined;
    }
    return entry;
  }

  set(country: string, body: unknown): CachedBody {
    const entry = { ...serialize(body), expiresAt: this.now() + this.ttlMs };
    if (this.ttlMs > 0) this.entries.set(country, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Answers a pre-serialized JSON body as it is, or 304 when the caller already has it. */
export function replyCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): void {
  reply.header('Cache-Control', 'no-cache').header('ETag', body.etag);
  if (request.headers['if-none-match'] === body.etag) {
    reply.code(304).send();
    return;
  }
  reply.code(200).type('application/json; charset=utf-8').send(body.json);
}
