import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/dashboard/player/devices', label: 'devices' },
  { to: '/dashboard/player/allMyPlaylist', label: 'allMyPlaylist' },
  { to: '/dashboard/player/licences', label: 'licences' },
  { to: '/dashboard/pass/passList', label: 'passList' },
  { to: '/dashboard/box/boxList', label: 'boxList' },
  { to: '/dashboard/orders', label: 'orders' },
  { to: '/dashboard/coupon/list-coupon', label: 'coupons' },
  { to: '/dashboard/ticket', label: 'tickets' },
] as const;

/** Narrow-screen shortcuts for resellers on dashboard pages other than /dashboard (spec 2). */
export function ResellerSubheader() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // The row scrolls sideways on small screens; bring the current page's link into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  });
  return (
    <nav
      ref={nav}
      className="reseller-subheader"
      data-testid="reseller-subheader"
      aria-label={t('menu.resellerShortcuts')}
    >
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to}>
          {t(`menu.${link.label}`)}
        </Link>
      ))}
    </nav>
  );
}
