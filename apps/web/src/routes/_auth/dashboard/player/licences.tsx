import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LicencesPage } from '../../../../features/player/pages';
import { validateLicencesSearch, type LicencesSearch } from '../../../../features/player/search';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/player/licences')({
  validateSearch: validateLicencesSearch,
  loader: () => loadNamespace('player'),
  component: LicencesRoute,
});

function LicencesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: LicencesSearch) =>
      void navigate({
        search: { ...next, page: next.page !== undefined && next.page > 1 ? next.page : undefined },
        resetScroll: false,
      }),
    [navigate],
  );
  return <LicencesPage search={search} onSearch={onSearch} />;
}
