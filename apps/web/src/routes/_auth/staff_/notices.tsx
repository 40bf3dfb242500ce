import { createFileRoute } from '@tanstack/react-router';
import { NoticesPage } from '../../../features/admin/notices/notices-page';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/notices')({
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: NoticesPage,
});
