import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDashboardPath } from '../../lib/layout-rules';
import type { SideMenuProps } from './side-menu';

// The menu is closed on most first visits, so its chunk (entries, icons, styles) is not part of the
// start-up JavaScript: it loads once the visitor reaches for the menu button. On a dashboard page
// the menu is docked, so there its download starts at once, next to the page's own chunk.
const loadSideMenu = () => import('./side-menu');
if (typeof window !== 'undefined' && isDashboardPath(window.location.pathname)) void loadSideMenu();
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

export interface LazySideMenuProps extends SideMenuProps {
  /** The visitor reached for the menu button (pointer over it, focus, touch): load the menu now. */
  wanted: boolean;
}

/**
 * The side menu from the moment it is wanted (reached for, open, docked or on a dashboard page),
 * and from then on; before that, the closed drawer's empty frame, hidden.
 */
export function LazySideMenu({ wanted, ...props }: LazySideMenuProps) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  if (!mounted && (wanted || props.open || props.docked || isDashboardPath(props.pathname))) setMounted(true);

  const closed = (
    <aside
      id="side-menu"
      data-testid="side-menu"
      data-open="false"
      data-docked="false"
      data-collapsed="false"
      aria-label={t('menu.label')}
      hidden
    />
  );
  if (!mounted) return closed;
  return (
    <Suspense fallback={props.docked ? <div className="side-menu-placeholder" aria-hidden="true" /> : closed}>
      <SideMenu {...props} />
    </Suspense>
  );
}
