import type { FileRoutesByTo } from './routeTree.gen';

type RoutePath = keyof FileRoutesByTo;

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
] as const satisfies readonly RoutePath[];

/** Dashboard routes of spec section 2: behind the `_auth` layout. */
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
] as const satisfies readonly RoutePath[];

/** Staff console (DESIGN 4), also behind `_auth`. */
export const STAFF_ROUTES = ['/staff'] as const satisfies readonly RoutePath[];

export const PROTECTED_ROUTES = [...DASHBOARD_ROUTES, ...STAFF_ROUTES] as const;
export const ALL_ROUTES = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES] as const;
