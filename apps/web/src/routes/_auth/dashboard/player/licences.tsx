import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LicencesPage } from '../../../../features/player/pages';
import { keepPlayerSearch, type PlayerSearch } from '../../../../features/player/search';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/player/licences')({
  validateSearch: keepPlayerSearch,
  loader: () => loadNamespace('player'),
  component: LicencesRoute,
});

function LicencesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: PlayerSearch) => void navigate({ search: { ...next, page: typeof next.page === 'number' && next.page > 1 ? next.page : undefined }, resetScroll: false }),
    [navigate],
  );
  return <LicencesPage search={search} onSearch={onSearch} />;
}
