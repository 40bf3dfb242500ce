import { createFileRoute } from '@tanstack/react-router';
import { ShipmentsPage } from '../../../features/admin/shipments/shipments-page';
import { validateShipmentsSearch } from '../../../features/admin/shipments/search';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/shipments')({
  validateSearch: validateShipmentsSearch,
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: ShipmentsRoute,
});

function ShipmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ShipmentsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
