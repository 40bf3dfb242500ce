import type { ChangelogItemResponse, ChangelogResponse } from '../../lib/api-types';

export const MAINTENANCE_TYPE = 'maintenance';

export interface SiteNews {
  /** The active maintenance notice, if the changelog carries one. */
  maintenance: ChangelogItemResponse | null;
  /** Every other changelog entry, newest first. */
  news: ChangelogItemResponse[];
}

export const EMPTY_NEWS: SiteNews = Object.freeze({ maintenance: null, news: [] }) as SiteNews;

/** Splits the changelog into the maintenance notice and the news list (spec 4). */
export function splitChangelog(response: ChangelogResponse | undefined): SiteNews {
  if (!response) return EMPTY_NEWS;
  const maintenance = response[MAINTENANCE_TYPE]?.[0] ?? null;
  const news = Object.entries(response)
    .filter(([type]) => type !== MAINTENANCE_TYPE)
    .flatMap(([, items]) => items)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { maintenance, news };
}

export interface MaintenanceNotice {
  message: string;
  background: string;
  color: string;
}

/** Notice colours by maintenance version (spec 4); unknown versions look like 0.0.1. */
const NOTICE_COLOURS: Record<string, Omit<MaintenanceNotice, 'message'>> = {
  '0.0.1': { background: '#c62828', color: '#ffffff' },
  '0.0.2': { background: '#2e7d32', color: '#ffffff' },
  '0.0.3': { background: '#f9a825', color: '#000000' },
  '0.0.4': { background: '#1565c0', color: '#ffffff' },
};

/** A maintenance version's colours (the banner, and the back office's preview of it). */
export function noticeColours(version: string): Omit<MaintenanceNotice, 'message'> {
  return NOTICE_COLOURS[version] ?? NOTICE_COLOURS['0.0.1'];
}

/** The notice to show in `language`, falling back to English; null when none is active. */
export function selectMaintenanceNotice(news: SiteNews, language: string): MaintenanceNotice | null {
  const item = news.maintenance;
  if (!item) return null;
  const message = item.languageLogs[language] ?? item.languageLogs.en ?? '';
  if (!message) return null;
  return { message, ...noticeColours(item.version) };
}
