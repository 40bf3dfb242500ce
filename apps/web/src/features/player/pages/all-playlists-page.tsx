import { PLAYER_ERROR_VALUES } from '../player-rules';
import { useErrorText } from '../../../components/data/call-failure';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, pageCount, usePageSize } from '../../../components/data/pagination';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../session/session';
import { allPlaylistPageQueryOptions, type ResellerPlaylist } from '../api';
import { PlayerDashboardPage } from '../components/dashboard-page';
import { usePlatformName } from '../hooks/use-player-format';
import type { PageSearch } from '../search';

interface AllPlaylistsPageProps {
  search: PageSearch;
  onSearch: (change: PageSearch) => void;
}

/** /dashboard/player/allMyPlaylist: resellers see every playlist of every device they own; others are told it is for resellers. */
export function AllPlaylistsPage({ search, onSearch }: AllPlaylistsPageProps) {
  const { user } = useSession();
  return (
    <PlayerDashboardPage page="allMyPlaylist">
      {user?.isReseller ? <ResellerPlaylists search={search} onSearch={onSearch} /> : <ForResellers />}
    </PlayerDashboardPage>
  );
}

function ForResellers() {
  const { t } = useTranslation('player');
  return (
    <EmptyState message={t('allPlaylists.resellersOnly')}>
      <Link to="/dashboard/player/devices" className="data-button">
        {t('allPlaylists.toDevices')}
      </Link>
    </EmptyState>
  );
}

function ResellerPlaylists({ search, onSearch }: AllPlaylistsPageProps) {
  const { t } = useTranslation('player');
  const errorText = useErrorText('player', PLAYER_ERROR_VALUES).messageOf;
  const pageSize = usePageSize();
  const { page = 1 } = search;
  const query = useQuery(allPlaylistPageQueryOptions({ page, pageSize }));
  const total = query.data?.total;

  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total, pageSize))
      onSearch({ page: pageCount(total, pageSize) });
  }, [total, page, pageSize, onSearch]);

  // The stored flag said reseller, the server says otherwise (the flag changed since login).
  if (query.isError && isApiError(query.error) && query.error.code === 'RESELLER_ONLY') return <ForResellers />;

  return (
    <>
      {query.isPending ? <LoadingState label={t('allPlaylists.loading')} /> : null}
      {query.isError ? <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.total === 0 ? (
        <EmptyState message={t('allPlaylists.empty')}>
          <Link to="/dashboard/player/devices" className="data-button">
            {t('allPlaylists.toDevices')}
          </Link>
        </EmptyState>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <ul className="player-card-list" aria-busy={query.isFetching || undefined} data-testid="all-playlists">
          {query.data.items.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      ) : null}
      {total !== undefined ? (
        <Pagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => onSearch({ page: next })}
          label={t('allPlaylists.pages')}
        />
      ) : null}
    </>
  );
}

function PlaylistCard({ playlist }: { playlist: ResellerPlaylist }) {
  const { t } = useTranslation('player');
  const platformName = usePlatformName();
  return (
    <li className="player-card">
      <h2 className="player-licence-card__title">{playlist.name}</h2>
      <dl className="player-facts player-facts--stacked">
        <div>
          <dt>{t('playlists.url')}</dt>
          <dd className="player-address">
            <span dir="ltr">{playlist.url}</span>
            <CopyButton value={playlist.url} label={t('playlists.copyUrl', { name: playlist.name })} />
          </dd>
        </div>
        {playlist.epgUrl ? (
          <div>
            <dt>{t('playlists.epgUrl')}</dt>
            <dd className="player-address">
              <span dir="ltr">{playlist.epgUrl}</span>
              <CopyButton value={playlist.epgUrl} label={t('playlists.copyEpgUrl', { name: playlist.name })} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('allPlaylists.device')}</dt>
          <dd>
            <Link to="/dashboard/player/devices" search={{ device: playlist.deviceId, tab: 'playlists' }}>
              {playlist.deviceDescription?.trim() || playlist.deviceId}
            </Link>{' '}
            <span className="player-muted">({platformName(playlist.platform)})</span>
          </dd>
        </div>
      </dl>
    </li>
  );
}
