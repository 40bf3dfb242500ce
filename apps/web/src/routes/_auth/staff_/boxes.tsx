import { createFileRoute } from '@tanstack/react-router';
import { BoxesPage } from '../../../features/admin/boxes/boxes-page';
import { validateBoxesSearch } from '../../../features/admin/boxes/search';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/boxes')({
  validateSearch: validateBoxesSearch,
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: BoxesRoute,
});

function BoxesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BoxesPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
