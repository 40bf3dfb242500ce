// Rules of the site-wide notices (the maintenance notice and the news), shared by the server's DTOs
// and the back office's forms (issue 23).

/** Spec 4: the maintenance notice's version picks its colours (0.0.1 red, 0.0.2 green, 0.0.3 yellow, 0.0.4 blue). */
export const MAINTENANCE_VERSIONS = ['0.0.1', '0.0.2', '0.0.3', '0.0.4'] as const;
export type MaintenanceVersion = (typeof MAINTENANCE_VERSIONS)[number];

/**
 * The language every notice and news entry must have: the site shows it to a visitor whose own
 * language has no text (features/catalog/changelog.ts).
 */
export const NOTICE_FALLBACK_LANGUAGE = 'en';

/** A maintenance message is one line over the whole page. */
export const NOTICE_MESSAGE_MAX_LENGTH = 500;

export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_BODY_MAX_LENGTH = 10_000;
export const NEWS_SLUG_MAX_LENGTH = 80;
/** Lower-case words joined by single hyphens: the slug is used in links. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
