// The web app's routes, shared so the server answers 404 for every other path (still with the
// app's page, which shows its not-found screen) and the web can check the list against its router
// (apps/web/src/routes-table.ts, whose test fails when the two differ). `$name` is one path segment.

/**
 * Public routes of spec section 2; `$otp` stands for the further path segment. Beyond the spec:
 * `/payment/$result`, where the payment providers send the browser back (success, cancel, pending).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/player',
  '/player/otp',
  '/player/vpn-pass',
  '/player/download',
  '/player/manage-your-app',
  '/player/manage-your-app/$otp',
  '/player/tech-specs',
  '/player/active-licence',
  '/player/active-licence/$otp',
  '/vpn',
  '/vpn/buy',
  '/vpn/box',
  '/support/faq',
  '/support/player',
  '/support/guard-pass',
  '/support/vpn',
  '/support/user',
  '/login',
  '/loginTfa',
  '/register',
  '/registerConfirmed',
  '/forgotTfa',
  '/forgotPassword',
  '/policy',
  '/terms',
  '/help',
  '/unsubscribe',
  '/refund-policy',
  '/confirm-account',
  '/confirm-password',
  '/confirm-tfa',
  '/status',
  '/404',
  '/payment/$result',
] as const;

/** Dashboard routes of spec section 2: behind the login. */
export const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/player/devices',
  '/dashboard/player/allMyPlaylist',
  '/dashboard/player/licences',
  '/dashboard/pass/passList',
  '/dashboard/pass/passNew',
  '/dashboard/box/boxList',
  '/dashboard/box/boxNew',
  '/dashboard/orders',
  '/dashboard/coupon/list-coupon',
  '/dashboard/coupon/buy-coupon',
  '/dashboard/settings/profile',
  '/dashboard/settings/change-password',
  '/dashboard/settings/tfa',
  '/dashboard/ticket',
] as const;

/**
 * Staff console (DESIGN 4): behind the login, for support agents and admins only; the back office's
 * sections (issue 23) beside it, for admins (the accounts section read-only for support agents).
 */
export const STAFF_ROUTES = [
  '/staff',
  '/staff/shipments',
  '/staff/catalogue',
  '/staff/discounts',
  '/staff/boxes',
  '/staff/vpn-locations',
  '/staff/notices',
  '/staff/accounts',
  '/staff/audit',
] as const;

/** A page of the web app, as its router's `to` names it. */
export type SpaRoutePath =
  (typeof PUBLIC_ROUTES)[number] | (typeof DASHBOARD_ROUTES)[number] | (typeof STAFF_ROUTES)[number];

/** A route's path segments, lower-cased; a `$name` segment matches any one segment. */
function routeMatcher(routes: readonly string[]): (path: string) => boolean {
  const patterns = routes.map((route) =>
    route
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith('$') ? null : segment.toLowerCase())),
  );
  return (path) => {
    // As the router reads a path: case-insensitive, trailing slashes ignored, but an empty segment
    // elsewhere ("//login", "/player//otp") matches nothing; static segments are not URL-decoded.
    let end = path.length;
    while (end > 0 && path[end - 1] === '/') end -= 1;
    const trimmed = path.slice(0, end);
    const segments = trimmed === '' ? [] : trimmed.slice(1).split('/');
    return patterns.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) =>
          part === null ? segments[index] !== '' : part === segments[index].toLowerCase(),
        ),
    );
  };
}

let spaRouteMatcher: ((path: string) => boolean) | undefined;

/** Whether the web app has a page at this path (without its query); any other path is its not-found screen. */
export function isSpaRoute(path: string): boolean {
  // Made on first use, and no list is made at import: a bundle that does not call it drops them all.
  spaRouteMatcher ??= routeMatcher([...PUBLIC_ROUTES, ...DASHBOARD_ROUTES, ...STAFF_ROUTES]);
  return spaRouteMatcher(path);
}
