// Search params of the player dashboard pages. validateSearch runs in the start-up bundle for every
// route, so the routes only declare the shape here; each page reads and checks the values it uses
// (page-search.ts), in its own chunk, and ignores what does not fit.

/** The address's search of a player list page: its page, and the devices page's accordion state or the licences' sorting. */
export interface PlayerSearch {
  page?: unknown;
  device?: unknown;
  tab?: unknown;
  sort?: unknown;
  order?: unknown;
}

export const keepPlayerSearch = (search: Record<string, unknown>): PlayerSearch => search;
