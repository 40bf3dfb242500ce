/** Layout constants and rules of spec sections 2 and 9, as pure functions of the path. */

/** Below this width the narrow layout applies (spec 9: breakpoint 769 px). */
export const NARROW_BREAKPOINT_PX = 769;
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;
/** The header turns solid past this scroll offset. */
export const HEADER_SOLID_SCROLL_PX = 50;
/** The scroll-to-top button and the product bar appear past this scroll offset. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const PRODUCT_BAR_THRESHOLD_PX = 300;

const AUTH_PAGES = [
  '/login',
  '/loginTfa',
  '/register',
  '/registerConfirmed',
  '/forgotTfa',
  '/forgotPassword',
  '/confirm-account',
  '/confirm-password',
  '/confirm-tfa',
];
const LEGAL_PAGES = ['/policy', '/terms', '/refund-policy', '/unsubscribe'];
const HELP_PAGES = ['/help'];
const STATUS_PAGES = ['/status', '/404'];
const OTP_PAGES = ['/player/otp'];
/** "Develop" pages of the original: the developer tools served under /dev outside production. */
const DEVELOP_PREFIXES = ['/dev/'];
/** These get a solid header only with a further path segment (the device code). */
const CODE_PAGE_PREFIXES = ['/player/manage-your-app/', '/player/active-licence/'];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Dashboard pages (and the staff console): restyled header, docked side menu. */
export function isDashboardPath(pathname: string): boolean {
  const path = normalize(pathname);
  return under(path, '/dashboard') || under(path, '/staff');
}

/** Pages whose header is solid whatever the scroll offset (spec 2). */
export function hasSolidHeaderAlways(pathname: string): boolean {
  const path = normalize(pathname);
  if ([...AUTH_PAGES, ...LEGAL_PAGES, ...HELP_PAGES, ...STATUS_PAGES, ...OTP_PAGES].includes(path)) return true;
  if (isDashboardPath(path)) return true;
  if (DEVELOP_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return CODE_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

export type BarProduct = 'player' | 'vpn';

/** Which product the small-screen buy bar advertises on this page, if any (spec 2). */
export function productBarFor(pathname: string): BarProduct | null {
  const path = normalize(pathname);
  if (under(path, '/player') && !under(path, '/player/active-licence')) return 'player';
  if (under(path, '/vpn') && !under(path, '/vpn/buy')) return 'vpn';
  return null;
}

/** Resellers on narrow screens get the sub-header on dashboard pages other than /dashboard. */
export function showsResellerSubheader(options: { pathname: string; isReseller: boolean; narrow: boolean }): boolean {
  const path = normalize(options.pathname);
  return options.isReseller && options.narrow && under(path, '/dashboard') && path !== '/dashboard';
}
