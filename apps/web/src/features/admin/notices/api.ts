import {
  LANGUAGES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_SLUG_MAX_LENGTH,
  NEWS_SLUG_PATTERN,
  NEWS_TITLE_MAX_LENGTH,
  NOTICE_FALLBACK_LANGUAGE,
  type Language,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody, type ApiQuery } from '../../../lib/typed-api';

// The notices section's calls (apps/api/src/admin/notices/), typed from the API's OpenAPI document,
// and the rules its forms check before sending (the server's, from @shop/contracts).

export type MaintenanceNotice = ApiAnswer<'/api/Admin/Maintenance', 'get'>;
export type MaintenanceBody = ApiBody<'/api/Admin/Maintenance', 'put'>;
export type NewsList = ApiAnswer<'/api/Admin/News', 'get'>;
export type NewsEntry = NewsList['items'][number];
export type NewsQuery = ApiQuery<'/api/Admin/News', 'get'>;
export type NewsBody = ApiBody<'/api/Admin/News', 'post'>;

export const noticeKeys = {
  all: ['admin', 'notices'] as const,
  maintenance: () => [...noticeKeys.all, 'maintenance'] as const,
  news: () => [...noticeKeys.all, 'news'] as const,
  newsList: (query: NewsQuery) => [...noticeKeys.news(), query] as const,
};

export function maintenanceQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: noticeKeys.maintenance(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/Maintenance', { signal }),
  });
}

export const setMaintenance = (body: MaintenanceBody, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/Maintenance', body);

export const removeMaintenance = (client: ApiClient = api) => typedApi(client).delete('/api/Admin/Maintenance');

export function newsQueryOptions(query: NewsQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: noticeKeys.newsList(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/News', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const createNews = (body: NewsBody, client: ApiClient = api) => typedApi(client).post('/api/Admin/News', body);

export const updateNews = (body: NewsBody & { newsId: string }, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/News', body);

export const deleteNews = (newsId: string, client: ApiClient = api) =>
  typedApi(client).delete('/api/Admin/News', { query: { newsId } });

// ---- The forms' rules, as the server checks them.

/** A text per language as a form holds it: every language, empty where none is written. */
export type TextDrafts = Record<Language, string>;

export const emptyDrafts = (): TextDrafts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as TextDrafts;

export function draftsOf(texts: Record<string, string> | undefined): TextDrafts {
  const drafts = emptyDrafts();
  for (const language of LANGUAGES) drafts[language] = texts?.[language] ?? '';
  return drafts;
}

/** What the server takes: the languages written (blank ones left out), English among them. */
export function filledTexts(drafts: TextDrafts): Partial<Record<Language, string>> {
  return Object.fromEntries(LANGUAGES.filter((l) => drafts[l].trim()).map((l) => [l, drafts[l]]));
}

/** Why a form's texts would be refused, by language, or none: English is required (the fallback), lengths. */
export type TextProblem = 'required' | 'tooLong';

export function textProblems(drafts: TextDrafts, maxLength: number): Partial<Record<Language, TextProblem>> {
  const problems: Partial<Record<Language, TextProblem>> = {};
  for (const language of LANGUAGES) {
    if (Array.from(drafts[language]).length > maxLength) problems[language] = 'tooLong';
  }
  if (!drafts[NOTICE_FALLBACK_LANGUAGE].trim()) problems[NOTICE_FALLBACK_LANGUAGE] = 'required';
  return problems;
}

/** The problems of a news entry's form: its slug, its titles, its texts, and a title without its text (or back). */
export interface NewsProblems {
  slug?: 'required' | 'pattern' | 'tooLong';
  titles: Partial<Record<Language, TextProblem | 'unpaired'>>;
  bodies: Partial<Record<Language, TextProblem | 'unpaired'>>;
}

export function newsProblems(slug: string, titles: TextDrafts, bodies: TextDrafts): NewsProblems {
  const problems: NewsProblems = {
    slug: !slug
      ? 'required'
      : slug.length > NEWS_SLUG_MAX_LENGTH
        ? 'tooLong'
        : NEWS_SLUG_PATTERN.test(slug)
          ? undefined
          : 'pattern',
    titles: textProblems(titles, NEWS_TITLE_MAX_LENGTH),
    bodies: textProblems(bodies, NEWS_BODY_MAX_LENGTH),
  };
  for (const language of LANGUAGES) {
    const title = Boolean(titles[language].trim());
    const body = Boolean(bodies[language].trim());
    if (title && !body) problems.bodies[language] ??= 'unpaired';
    if (body && !title) problems.titles[language] ??= 'unpaired';
  }
  return problems;
}
