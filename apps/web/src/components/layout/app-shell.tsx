import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaintenanceNotice } from '../../features/catalog/hooks/use-catalog';
import { useSession } from '../../features/session/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ConsentBanner } from './consent-banner';
import { hasSolidHeaderAlways, HEADER_SOLID_SCROLL_PX, isDashboardPath, showsResellerSubheader } from './layout-rules';
import { MaintenanceBanner } from './maintenance-banner';
import { ProductBar } from './product-bar';
import { ResellerSubheader } from './reseller-subheader';
import { ScrollTopButton } from './scroll-top-button';
import { useIsNarrow, useScrolledPast } from './use-viewport';
import './app-shell.css';

// The menu is closed on most first visits; keep it out of the start-up bundle. On a dashboard page
// it is docked, so its download starts at once, next to the page's own chunk.
const loadSideMenu = () => import('./side-menu/side-menu');
if (typeof window !== 'undefined' && isDashboardPath(window.location.pathname)) void loadSideMenu();
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));
// Likewise the toast library: toasts raised before it mounts are queued by it and shown then.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** Toasts of spec 4: 6 s, progress bar, coloured theme. */
export const TOAST_DURATION_MS = 6000;

/** The page frame: maintenance notice, header, side menu, content, footer and the floating parts. */
export function AppShell({ version }: { version: string | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const narrow = useIsNarrow();
  const scrolled = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const notice = useMaintenanceNotice();
  const dashboard = isDashboardPath(pathname);
  const docked = dashboard && session.isAuthenticated && !narrow;
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  // A drawer closes when the visitor goes somewhere else.
  useEffect(() => setMenuOpen(false), [pathname]);
  // An open drawer is modal: the page behind it is inert, and closing it returns focus to its button.
  const drawerOpen = menuOpen && !docked;
  const closeDrawer = () => {
    setMenuOpen(false);
    document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus();
  };

  const classes = ['app', notice ? 'app--maintenance' : '', dashboard ? 'app--dashboard' : '', docked ? 'app--docked' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="top-stack" inert={drawerOpen}>
        <MaintenanceBanner notice={notice} />
        <AppHeader
          solid={scrolled || hasSolidHeaderAlways(pathname)}
          dashboard={dashboard}
          menuOpen={menuOpen || docked}
          onToggleMenu={() => {
            if (docked) setCollapsed((value) => !value);
            else setMenuOpen((value) => !value);
          }}
        />
        {showsResellerSubheader({ pathname, isReseller: session.user?.isReseller ?? false, narrow }) && <ResellerSubheader />}
      </div>
      <div className="app-body">
        {/* Loaded right after the first paint: the chunk is not part of the start-up bundle. */}
        <Suspense fallback={docked ? <div className="side-menu-placeholder" aria-hidden="true" /> : null}>
          <SideMenu
            pathname={pathname}
            version={version}
            docked={docked}
            open={menuOpen}
            collapsed={collapsed}
            onClose={closeDrawer}
            onToggleCollapsed={() => setCollapsed((value) => !value)}
          />
        </Suspense>
        <div className="app-content" inert={drawerOpen}>
          <main id="main" className={`app-main${dashboard ? ' app-main--expanded' : ''}`} tabIndex={-1}>
            <Outlet />
          </main>
          <AppFooter version={version} />
        </div>
      </div>
      <ScrollTopButton />
      <ProductBar pathname={pathname} />
      <ConsentBanner />
      <Suspense fallback={null}>
        <ToastContainer position="top-right" autoClose={TOAST_DURATION_MS} hideProgressBar={false} theme="colored" />
      </Suspense>
    </div>
  );
}
