import { NOTICE_FALLBACK_LANGUAGE } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiErrorToast, useErrorText } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { toast } from '../../../components/toast/toast';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';
import { deleteNews, newsQueryOptions, noticeKeys, type NewsEntry, type NewsQuery } from './api';
import { NewsForm } from './news-form';

type StateFilter = NonNullable<NewsQuery['state']> | 'all';

/** A title in the page's language, else the English one. */
function useTitleOf(): (entry: NewsEntry) => string {
  const language = useLanguage();
  return (entry) => entry.titles[language] ?? entry.titles[NOTICE_FALLBACK_LANGUAGE] ?? entry.slug;
}

/** The news: listed newest first (drafts too), filtered, created, edited and deleted. */
export function NewsSection() {
  const t = useAdminT();
  // null: the list; 'new' or an entry: the editor in its place.
  const [editing, setEditing] = useState<NewsEntry | 'new' | null>(null);
  return (
    <section className="notices-card" aria-labelledby="news-title" data-testid="news-section">
      <div className="data-page__head">
        <h2 id="news-title">{t('notices.news.title')}</h2>
        {editing === null ? (
          <button type="button" className="data-button data-button--primary" onClick={() => setEditing('new')}>
            {t('notices.news.new')}
          </button>
        ) : null}
      </div>
      {editing === null ? (
        <NewsList onEdit={setEditing} />
      ) : (
        <NewsForm entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}

function NewsList({ onEdit }: { onEdit: (entry: NewsEntry) => void }) {
  const t = useAdminT();
  const id = useId();
  const pageSize = usePageSize();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const [removing, setRemoving] = useState<NewsEntry | null>(null);
  const query: NewsQuery = { page, pageSize, ...(state !== 'all' && { state }) };
  const list = useQuery(newsQueryOptions(query));
  const { messageOf } = useErrorText();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const date = useDateFormatter();
  const titleOf = useTitleOf();
  const remove = useMutation({
    mutationFn: (entry: NewsEntry) => deleteNews(entry.id),
    onSuccess: () => {
      toast.success(t('notices.news.deleted'));
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.news() });
    },
    onError: (error) => {
      setRemoving(null);
      showError(error);
    },
  });
  return (
    <>
      <div className="admin-toolbar">
        <label htmlFor={`${id}-state`}>
          {t('notices.news.show')}
          <select
            id={`${id}-state`}
            className="data-input"
            value={state}
            onChange={(event) => {
              setState(event.target.value as StateFilter);
              setPage(1);
            }}
          >
            <option value="all">{t('notices.news.all')}</option>
            <option value="published">{t('notices.news.published')}</option>
            <option value="draft">{t('notices.news.draft')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t('notices.news.empty')} />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="news-table">
              <caption className="visually-hidden">{t('notices.news.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('notices.news.titleColumn')}</th>
                  <th scope="col">{t('notices.news.slug')}</th>
                  <th scope="col">{t('notices.news.status')}</th>
                  <th scope="col">{t('notices.news.created')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('notices.news.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td dir="auto">{titleOf(entry)}</td>
                    <td>
                      <code>{entry.slug}</code>
                    </td>
                    <td>
                      {entry.publishedAt
                        ? t('notices.news.publishedOn', { date: date(entry.publishedAt) })
                        : t('notices.news.draft')}
                    </td>
                    <td>{date(entry.createdAt)}</td>
                    <td className="notices-row-actions">
                      <button type="button" className="data-button data-button--small" onClick={() => onEdit(entry)}>
                        {t('notices.news.edit')}
                        <span className="visually-hidden"> {entry.slug}</span>
                      </button>
                      <button
                        type="button"
                        className="data-button data-button--small data-button--danger"
                        onClick={() => setRemoving(entry)}
                      >
                        {t('notices.news.delete')}
                        <span className="visually-hidden"> {entry.slug}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('notices.news.pages')}
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('notices.news.deleteTitle')}
        confirmLabel={t('notices.news.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing ? t('notices.news.deleteText', { title: titleOf(removing) }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
