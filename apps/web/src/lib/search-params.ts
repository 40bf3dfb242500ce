// Search params are validated one way: every route that reads its search declares
// `validateSearch: validateXSearch`, and the pages take the typed result from Route.useSearch() (or
// as props) without checking it again. The rule, for the next page:
//
// - A validator is a plain function built from the checks below, never a schema library: validateSearch
//   runs in the start-up bundle for every route, whose first load of / is held to a budget (140 KB
//   gzip, `npm run bench`, docs/performance.md); zod there would add about 5 KB to every page.
//   zod stays where it pays for itself, in the forms' own chunks.
// - A feature's validators live in features/<feature>/search.ts, named validate<What>Search, with
//   their unit tests beside them (search.spec.ts).
// - Unusable values are dropped (undefined), and the page applies its defaults when it reads them
//   (`const { page = 1 } = search`): the router writes validateSearch's result back into the address,
//   on load and on every navigation, so a default returned here would show up in every URL.

/** A string search param no longer than `maxLength`, else undefined (unusable values are dropped). */
export function optionalString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** A string search param matching `pattern` (anchored, its length bounded there, no g or y flag), else undefined. */
export function matching(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

/** One of `allowed`, else undefined (the page then uses its default: `oneOf(...) ?? fallback`). */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  // includes() compares without conversion: nothing but one of the strings matches.
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** The highest page number an address may ask for. */
export const MAX_PAGE = 1_000_000;

/**
 * A page number: a whole number from 1 to MAX_PAGE, given as a number (`?page=3`, as the router
 * parses it) or a numeric string; else undefined (the page reads it as 1).
 */
export function positivePage(value: unknown): number | undefined {
  // Number.isInteger is false for anything but a number: no other type gets further.
  const page = typeof value === 'string' ? Number(value) : value;
  return Number.isInteger(page) && (page as number) >= 1 && (page as number) <= MAX_PAGE ? (page as number) : undefined;
}
