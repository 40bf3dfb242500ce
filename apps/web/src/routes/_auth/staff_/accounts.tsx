import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../../features/admin/accounts/accounts-page';
import { validateAccountsSearch } from '../../../features/admin/accounts/search';
import { loadNamespace } from '../../../i18n/i18n';

// Support agents read accounts, admins also change them (AdminPage checks the role; the API too).
// `?userId=` opens one account's page.
export const Route = createFileRoute('/_auth/staff_/accounts')({
  validateSearch: validateAccountsSearch,
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: AccountsRoute,
});

function AccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
