import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../features/admin/catalogue/catalogue-page';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/catalogue')({
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: CataloguePage,
});
