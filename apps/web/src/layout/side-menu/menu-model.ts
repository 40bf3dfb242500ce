import type { SpaRoutePath } from '@shop/contracts';
import { buyBoxState, type CatalogPrices } from '../../features/catalog/pricing';
import type en from '../../locales/en/common.json';

/** A text under `menu.` in the common namespace. */
export type MenuLabel = keyof (typeof en)['menu'];

/** Icons the menu draws; the component maps them to SVGs. */
export type MenuIcon =
  | 'home'
  | 'player'
  | 'vpn'
  | 'faq'
  | 'login'
  | 'dashboard'
  | 'devices'
  | 'playlists'
  | 'licences'
  | 'pass'
  | 'box'
  | 'buyBox'
  | 'profile'
  | 'password'
  | 'tfa'
  | 'coupons'
  | 'orders'
  | 'tickets'
  | 'logout';

export interface MenuLink {
  kind: 'link';
  key: MenuLabel;
  /** A page of the router (routes-table.spec.ts checks every dashboard page has its item). */
  to: SpaRoutePath;
  label: MenuLabel;
  icon: MenuIcon;
  /** Paths that count as this item for highlighting (defaults to `to` and below). */
  matches?: string[];
  /** Buy VPN Box with the first box out of stock: a ban icon and an info toast instead of a link. */
  outOfStock?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: 'player' | 'vpn' | 'account';
  label: MenuLabel;
  icon: MenuIcon;
  items: MenuLink[];
}

export interface MenuLogout {
  kind: 'logout';
  key: 'logout';
  label: 'logout';
  icon: MenuIcon;
}

export type MenuEntry = MenuLink | MenuGroup | MenuLogout;

export interface MenuInput {
  isAuthenticated: boolean;
  isReseller: boolean;
  /** Under 769 px the public links are in the menu too. */
  narrow: boolean;
  prices: CatalogPrices | undefined;
}

const link = (key: MenuLabel, to: SpaRoutePath, icon: MenuIcon, extra: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  key,
  to,
  label: key,
  icon,
  ...extra,
});

/** Coupons rule (spec 2 and 6): resellers always, others only when coupon products exist. */
export function showsCoupons(isReseller: boolean, prices: CatalogPrices | undefined): boolean {
  return isReseller || (prices?.couponPriceList.length ?? 0) > 0;
}

/** The side menu's entries for this visitor (spec 2, "Side menu"). */
export function buildMenu(input: MenuInput): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (input.narrow) {
    entries.push(
      link('home', '/', 'home', { matches: [] }),
      link('player', '/player', 'player'),
      link('vpn', '/vpn', 'vpn'),
      link('faq', '/support/faq', 'faq'),
    );
  }
  if (!input.isAuthenticated) {
    entries.push(link('login', '/login', 'login'));
    return entries;
  }

  const boxState = buyBoxState(input.prices);
  entries.push(
    link('dashboard', '/dashboard', 'dashboard', { matches: [] }),
    {
      kind: 'group',
      key: 'player',
      label: 'groupPlayer',
      icon: 'player',
      items: [
        link('devices', '/dashboard/player/devices', 'devices'),
        ...(input.isReseller ? [link('allMyPlaylist', '/dashboard/player/allMyPlaylist', 'playlists')] : []),
        link('licences', '/dashboard/player/licences', 'licences'),
      ],
    },
    {
      kind: 'group',
      key: 'vpn',
      label: 'groupVpn',
      icon: 'vpn',
      items: [
        link('passList', '/dashboard/pass/passList', 'pass', { matches: ['/dashboard/pass'] }),
        link('boxList', '/dashboard/box/boxList', 'box'),
        ...(boxState === 'hidden'
          ? []
          : [link('boxNew', '/dashboard/box/boxNew', 'buyBox', { outOfStock: boxState === 'outOfStock' })]),
      ],
    },
    {
      kind: 'group',
      key: 'account',
      label: 'groupAccount',
      icon: 'profile',
      items: [
        link('profile', '/dashboard/settings/profile', 'profile'),
        link('changePassword', '/dashboard/settings/change-password', 'password'),
        link('tfa', '/dashboard/settings/tfa', 'tfa'),
      ],
    },
  );
  if (showsCoupons(input.isReseller, input.prices)) {
    const target = input.isReseller ? '/dashboard/coupon/list-coupon' : '/dashboard/coupon/buy-coupon';
    entries.push(link('coupons', target, 'coupons', { matches: ['/dashboard/coupon'] }));
  }
  entries.push(link('orders', '/dashboard/orders', 'orders'), link('tickets', '/dashboard/ticket', 'tickets'), {
    kind: 'logout',
    key: 'logout',
    label: 'logout',
    icon: 'logout',
  });
  return entries;
}

/** Whether `pathname` is this item's page (or below it). */
export function isCurrent(item: MenuLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  const prefixes = item.matches ?? [item.to];
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The group holding the current page: open by default (spec 2). */
export function currentGroup(entries: MenuEntry[], pathname: string): MenuGroup['key'] | null {
  const group = entries.find(
    (entry): entry is MenuGroup => entry.kind === 'group' && entry.items.some((item) => isCurrent(item, pathname)),
  );
  return group?.key ?? null;
}
