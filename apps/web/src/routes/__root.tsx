import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { ToastContainer } from 'react-toastify';
import { AppFooter } from '../components/layout/app-footer';
import { AppHeader } from '../components/layout/app-header';
import { MaintenanceBanner } from '../components/layout/maintenance-banner';
import { NotFoundPage } from '../components/not-found-page';
import { newsQueryOptions, pricingQueryOptions } from '../features/catalog/api';
import { useStartupLoad } from '../features/catalog/hooks/use-startup-load';
import { currentLanguage } from '../i18n/i18n';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Start the start-up requests while the first page's chunk is still downloading; not awaited,
  // so a slow API never blocks navigation. Components read the same queries. The version is
  // left to useStartupLoad, which owns its failure handling.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(pricingQueryOptions(currentLanguage()));
    void queryClient.prefetchQuery(newsQueryOptions());
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { version } = useStartupLoad();
  const { auth } = Route.useRouteContext();
  // Re-evaluated on every navigation, so the header follows a login or logout.
  useRouterState({ select: (state) => state.location.pathname });

  return (
    <div className="app">
      <MaintenanceBanner />
      <AppHeader isAuthenticated={auth.isAuthenticated()} />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <AppFooter version={version} />
      <ToastContainer position="top-right" autoClose={6000} hideProgressBar={false} theme="colored" />
    </div>
  );
}
