// Search-param validation for routes. validateSearch runs in the start-up bundle for every route,
// so these are plain functions rather than a schema library's runtime (which would add ~5 KB gzip
// to the first load of every page).

/** A string search param no longer than `maxLength`, else undefined (unusable values are dropped). */
export function optionalString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}
