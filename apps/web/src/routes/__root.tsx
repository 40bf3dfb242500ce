import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from '../components/not-found-page';
import { newsQueryOptions, pricingQueryOptions } from '../features/catalog/api';
import { useStartupLoad } from '../features/catalog/hooks/use-startup-load';
import { useSessionRefresh } from '../features/session/use-session-refresh';
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
  useSessionRefresh();
  return <AppShell version={version} />;
}
