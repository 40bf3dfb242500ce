import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaintenanceNotice } from '../features/catalog/hooks/use-catalog';
import { useSession } from '../features/session/session';
import { ToastHost } from '../components/toast/toast-host';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ConsentBanner } from './consent-banner';
import {
  hasSolidHeaderAlways,
  HEADER_SOLID_SCROLL_PX,
  isDashboardPath,
  PRODUCT_BAR_THRESHOLD_PX,
  productBarFor,
  SCROLL_TOP_THRESHOLD_PX,
  showsResellerSubheader,
} from '../lib/layout-rules';
import { LazySideMenu } from './side-menu/lazy-side-menu';
import { useIsNarrow, useScrolledPast } from './use-viewport';
import './app-shell.css';

// Shown only in some states (notice, reseller, scrolled page): their chunk loads when one is first due.
const loadOccasionalParts = () => import('./occasional-parts');
const MaintenanceBanner = lazy(() => loadOccasionalParts().then((parts) => ({ default: parts.MaintenanceBanner })));
const ResellerSubheader = lazy(() => loadOccasionalParts().then((parts) => ({ default: parts.ResellerSubheader })));
const ProductBar = lazy(() => loadOccasionalParts().then((parts) => ({ default: parts.ProductBar })));
const ScrollTopButton = lazy(() => loadOccasionalParts().then((parts) => ({ default: parts.ScrollTopButton })));

/** The page frame: maintenance notice, header, side menu, content, footer and the floating parts. */
export function AppShell({ version }: { version: string | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const narrow = useIsNarrow();
  const scrolled = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const showsScrollTop = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const showsProductBar = useScrolledPast(PRODUCT_BAR_THRESHOLD_PX) && narrow && productBarFor(pathname) !== null;
  const notice = useMaintenanceNotice();
  const dashboard = isDashboardPath(pathname);
  const docked = dashboard && session.isAuthenticated && !narrow;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  // A drawer closes when the visitor goes somewhere else.
  useEffect(() => setMenuOpen(false), [pathname]);
  // An open drawer is modal: the page behind it is inert, and closing it returns focus to its button.
  const drawerOpen = menuOpen && !docked;
  const closeDrawer = () => {
    setMenuOpen(false);
    document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus();
  };

  const classes = [
    'app',
    notice ? 'app--maintenance' : '',
    dashboard ? 'app--dashboard' : '',
    docked ? 'app--docked' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="top-stack" inert={drawerOpen}>
        {notice && (
          <Suspense fallback={null}>
            <MaintenanceBanner notice={notice} />
          </Suspense>
        )}
        <AppHeader
          solid={scrolled || hasSolidHeaderAlways(pathname)}
          dashboard={dashboard}
          menuOpen={menuOpen || docked}
          onMenuIntent={() => setMenuWanted(true)}
          onToggleMenu={() => {
            if (docked) setCollapsed((value) => !value);
            else setMenuOpen((value) => !value);
          }}
        />
        {showsResellerSubheader({ pathname, isReseller: session.user?.isReseller ?? false, narrow }) && (
          <Suspense fallback={null}>
            <ResellerSubheader />
          </Suspense>
        )}
      </div>
      <div className="app-body">
        <LazySideMenu
          wanted={menuWanted}
          pathname={pathname}
          version={version}
          docked={docked}
          open={menuOpen}
          collapsed={collapsed}
          onClose={closeDrawer}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
        />
        <div className="app-content" inert={drawerOpen}>
          <main id="main" className={`app-main${dashboard ? ' app-main--expanded' : ''}`} tabIndex={-1}>
            <Outlet />
          </main>
          <AppFooter version={version} />
        </div>
      </div>
      <Suspense fallback={null}>
        {showsScrollTop && <ScrollTopButton />}
        {showsProductBar && <ProductBar pathname={pathname} />}
      </Suspense>
      <ConsentBanner />
      <ToastHost />
    </div>
  );
}
