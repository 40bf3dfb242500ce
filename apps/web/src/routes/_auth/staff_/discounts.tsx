import { createFileRoute } from '@tanstack/react-router';
import { DiscountsPage } from '../../../features/admin/discounts/discounts-page';
import { validateDiscountsSearch } from '../../../features/admin/discounts/search';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/discounts')({
  validateSearch: validateDiscountsSearch,
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: DiscountsRoute,
});

function DiscountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DiscountsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
