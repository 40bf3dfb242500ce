import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/admin/audit/audit-log-page';
import { validateAuditSearch } from '../../../features/admin/search';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/audit')({
  validateSearch: validateAuditSearch,
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
