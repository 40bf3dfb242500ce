import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { CopyButton } from '../../../components/data/copy-button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import {
  addPlaylist,
  editPlaylist,
  playerKeys,
  playlistsQueryOptions,
  removePlaylist,
  type DeviceTarget,
  type Playlist,
  type PlaylistFields,
  type PlaylistList,
} from '../api';
import { usePlayerError } from '../hooks/use-player-error';
import { MAX_PLAYLISTS_PER_DEVICE } from '../player-rules';
import { PlaylistForm, type PlaylistRefusal } from './playlist-form';

interface PlaylistManagerProps {
  target: DeviceTarget;
  /** Playlists already at hand (PlayListFromOtp answers them): no second request. */
  initial?: Playlist[];
  /** Called with the device's new list after every change (counts elsewhere on the page). */
  onChanged?: (list: PlaylistList) => void;
  headingLevel?: 2 | 3 | 4;
}

/** Where the focus goes once the list has re-rendered after an action. */
type FocusAfter = { kind: 'item' | 'edit'; id: string } | { kind: 'heading' | 'add' };

/** A device's playlists: list, add, edit, remove (with a confirmation), at most 20. */
export function PlaylistManager({ target, initial, onChanged, headingLevel = 2 }: PlaylistManagerProps) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const showError = usePlayerError(target);
  const headingId = useId();
  const root = useRef<HTMLElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<Playlist | null>(null);

  const query = useQuery({
    ...playlistsQueryOptions(target),
    ...(initial ? { initialData: { items: initial, limit: MAX_PLAYLISTS_PER_DEVICE }, staleTime: 30_000 } : {}),
  });
  const items = query.data?.items ?? [];
  const limit = query.data?.limit ?? MAX_PLAYLISTS_PER_DEVICE;

  function changed(list: PlaylistList, focus: FocusAfter, message: string) {
    queryClient.setQueryData(playerKeys.playlists(target), list);
    onChanged?.(list);
    focusAfter.current = focus;
    setEditing(null);
    toast.success(message);
  }

  /** What the form says next to itself and the server field names it marks; a vanished playlist reloads the list. */
  function failed(error: unknown): PlaylistRefusal {
    const outcome = showError(error);
    if (outcome.code === 'PLAYLIST_NOT_FOUND')
      void queryClient.invalidateQueries({ queryKey: playerKeys.playlists(target) });
    return { fields: outcome.fields, text: outcome.message, toastId: outcome.toastId };
  }

  const add = useMutation({ mutationFn: (fields: PlaylistFields) => addPlaylist(target, fields) });
  const edit = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: PlaylistFields }) => editPlaylist(target, id, fields),
  });
  const remove = useMutation({ mutationFn: (id: string) => removePlaylist(target, id) });

  async function submitNew(fields: PlaylistFields) {
    const before = new Set(items.map((item) => item.id));
    try {
      const list = await add.mutateAsync(fields);
      const created = list.items.find((item) => !before.has(item.id));
      changed(
        list,
        created ? { kind: 'item', id: created.id } : { kind: 'heading' },
        t('playlists.added', { name: fields.name }),
      );
      return undefined;
    } catch (error) {
      return failed(error);
    }
  }

  async function submitEdit(id: string, fields: PlaylistFields) {
    try {
      changed(
        await edit.mutateAsync({ id, fields }),
        { kind: 'edit', id },
        t('playlists.saved', { name: fields.name }),
      );
      return undefined;
    } catch (error) {
      return failed(error);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      const list = await remove.mutateAsync(removing.id);
      changed(list, { kind: 'heading' }, t('playlists.removed', { name: removing.name }));
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(null);
    }
  }

  function cancel(focus: FocusAfter) {
    focusAfter.current = focus;
    setEditing(null);
  }

  useEffect(() => {
    const focus = focusAfter.current;
    if (!focus || !root.current) return;
    focusAfter.current = null;
    const selector = 'id' in focus ? `[data-focus="${focus.kind}-${focus.id}"]` : `[data-focus="${focus.kind}"]`;
    root.current.querySelector<HTMLElement>(selector)?.focus();
  });

  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  const Subheading = (['h3', 'h4', 'h5'] as const)[headingLevel - 2];
  const full = items.length >= limit;

  return (
    <section className="player-playlists" aria-labelledby={headingId} ref={root} data-testid="playlist-manager">
      <div className="player-playlists__head">
        <Heading id={headingId} tabIndex={-1} data-focus="heading">
          {t('playlists.title')}
        </Heading>
        {query.data ? (
          <p className="player-muted" aria-live="polite">
            {t('playlists.count', { count: items.length, max: limit })}
          </p>
        ) : null}
      </div>

      {query.isPending ? <LoadingState label={t('playlists.loading')} /> : null}
      {query.isError ? <ErrorState message={t('playlists.loadFailed')} onRetry={() => void query.refetch()} /> : null}
      {query.data && items.length === 0 && editing !== 'new' ? <EmptyState message={t('playlists.empty')} /> : null}

      {items.length > 0 ? (
        <ul className="player-playlist-list">
          {items.map((item) => (
            <li key={item.id} className="player-playlist">
              {editing === item.id ? (
                <PlaylistForm
                  initial={item}
                  submitLabel={t('playlists.save')}
                  onSubmit={(fields) => submitEdit(item.id, fields)}
                  onCancel={() => cancel({ kind: 'edit', id: item.id })}
                />
              ) : (
                <>
                  <Subheading className="player-playlist__name" tabIndex={-1} data-focus={`item-${item.id}`}>
                    {item.name}
                  </Subheading>
                  <dl className="player-facts player-facts--stacked">
                    <div>
                      <dt>{t('playlists.url')}</dt>
                      <dd className="player-address">
                        <span dir="ltr">{item.url}</span>
                        <CopyButton value={item.url} label={t('playlists.copyUrl', { name: item.name })} />
                      </dd>
                    </div>
                    {item.epgUrl ? (
                      <div>
                        <dt>{t('playlists.epgUrl')}</dt>
                        <dd className="player-address">
                          <span dir="ltr">{item.epgUrl}</span>
                          <CopyButton value={item.epgUrl} label={t('playlists.copyEpgUrl', { name: item.name })} />
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="player-actions">
                    <button
                      type="button"
                      className="data-button data-button--small"
                      data-focus={`edit-${item.id}`}
                      onClick={() => setEditing(item.id)}
                      disabled={editing !== null}
                      aria-label={t('playlists.editLabel', { name: item.name })}
                    >
                      {t('playlists.edit')}
                    </button>
                    <button
                      type="button"
                      className="data-button data-button--small"
                      onClick={() => setRemoving(item)}
                      disabled={editing !== null}
                      aria-label={t('playlists.removeLabel', { name: item.name })}
                    >
                      {t('playlists.remove')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {editing === 'new' ? (
        <div className="player-card player-card--inset">
          <Subheading className="player-subtitle">{t('playlists.addTitle')}</Subheading>
          <PlaylistForm
            submitLabel={t('playlists.add')}
            onSubmit={submitNew}
            onCancel={() => cancel({ kind: 'add' })}
          />
        </div>
      ) : null}

      {query.data && editing === null ? (
        full ? (
          <p className="player-note">{t('playlists.full', { max: limit })}</p>
        ) : (
          <button
            type="button"
            className="data-button data-button--primary"
            data-focus="add"
            onClick={() => setEditing('new')}
          >
            {t('playlists.addButton')}
          </button>
        )
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={t('playlists.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('playlists.remove')}
        danger
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('playlists.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
