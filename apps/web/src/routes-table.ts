import { DASHBOARD_ROUTES as DASHBOARD, PUBLIC_ROUTES as PUBLIC, STAFF_ROUTES as STAFF } from '@shop/contracts';
import type { FileRoutesByTo } from './routeTree.gen';

type RoutePath = keyof FileRoutesByTo;

// The lists live in libs/contracts/src/routes.ts, where the server reads them too (every other path
// answers 404); here they are checked against the router's routes (and routes-table.spec.ts
// checks the other way round).

/** Public routes of spec section 2, and `/payment/$result`. */
export const PUBLIC_ROUTES = PUBLIC satisfies readonly RoutePath[];

/** Dashboard routes of spec section 2: behind the `_auth` layout. */
export const DASHBOARD_ROUTES = DASHBOARD satisfies readonly RoutePath[];

/** Staff console (DESIGN 4), also behind `_auth`, for support agents and admins. */
export const STAFF_ROUTES = STAFF satisfies readonly RoutePath[];

export const PROTECTED_ROUTES = [...DASHBOARD_ROUTES, ...STAFF_ROUTES] as const;
export const ALL_ROUTES = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES] as const;
