import { createHash } from 'node:crypto';

export interface CachedBody {
  json: string;
  etag: string;
  expiresAt: number;
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
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const entry = { json, etag, expiresAt: this.now() + this.ttlMs };
    if (this.ttlMs > 0) this.entries.set(country, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
