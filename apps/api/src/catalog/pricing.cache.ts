import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Answers a pre-serialized JSON body, or 304 when the caller already has it (plain node API, no framework). */
export function writeCachedJson(req: IncomingMessage, res: ServerResponse, body: CachedBody): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', body.etag);
  if (req.headers['if-none-match'] === body.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body.json));
  res.end(body.json);
}
