import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TicketsPage } from '../../../features/support/pages';
import { validateTicketSearch, type TicketSearch } from '../../../features/support/search';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/ticket')({
  validateSearch: validateTicketSearch,
  // The page loads its own texts (features/support/use-support-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: TicketRoute,
});

function TicketRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Page 1 is the default: it stays out of the address.
  const onSearch = useCallback(
    (next: TicketSearch) =>
      void navigate({ search: { ...next, page: next.page !== undefined && next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  return <TicketsPage search={search} onSearch={onSearch} />;
}
