import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AllPlaylistsPage } from '../../../../features/player/pages';
import { validatePlaylistsSearch, type PageSearch } from '../../../../features/player/search';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/player/allMyPlaylist')({
  validateSearch: validatePlaylistsSearch,
  loader: () => loadNamespace('player'),
  component: AllMyPlaylistRoute,
});

function AllMyPlaylistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: PageSearch) =>
      void navigate({
        search: { ...next, page: next.page !== undefined && next.page > 1 ? next.page : undefined },
        resetScroll: false,
      }),
    [navigate],
  );
  return <AllPlaylistsPage search={search} onSearch={onSearch} />;
}
