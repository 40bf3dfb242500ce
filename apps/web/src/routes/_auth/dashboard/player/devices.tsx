import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DevicesPage } from '../../../../features/player/pages';
import { validateDevicesSearch, type DevicesSearch } from '../../../../features/player/search';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/player/devices')({
  validateSearch: validateDevicesSearch,
  loader: () => loadNamespace('player'),
  component: DevicesRoute,
});

function DevicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The accordion and the page are view state: they replace the history entry rather than add one.
  const onSearch = useCallback(
    (next: DevicesSearch) =>
      void navigate({
        search: { ...next, page: next.page !== undefined && next.page > 1 ? next.page : undefined },
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return <DevicesPage search={search} onSearch={onSearch} />;
}
