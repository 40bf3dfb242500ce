import { SITE_CONFIG_META, type SiteConfig } from '@shop/contracts';

const TEXT_FIELDS = [
  'appStoreId',
  'googlePlayId',
  'androidTvApkUrl',
  'webPlayerUrl',
  'supportEmail',
  'privacyEmail',
  'company',
] as const;

/** A configuration read defensively: a field of the wrong type is left out, as if not configured. */
export function parseSiteConfig(json: string | undefined): SiteConfig {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const config: SiteConfig = {};
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (typeof text === 'string' && text.trim()) config[field] = text.trim();
  }
  if (Array.isArray(record.address)) {
    const lines = record.address.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
    if (lines.length > 0) config.address = lines;
  }
  return config;
}

/**
 * What the server's settings say about the shop (stores, downloads, contacts, company), from the
 * `site-config` meta it puts in the page; empty without one. Read on each call: it is one small meta.
 */
export function siteConfig(): SiteConfig {
  if (typeof document === 'undefined') return {};
  return parseSiteConfig(document.querySelector<HTMLMetaElement>(`meta[name="${SITE_CONFIG_META}"]`)?.content);
}
