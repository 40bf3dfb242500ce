import { createFileRoute } from '@tanstack/react-router';
import { VpnLocationsPage } from '../../../features/admin/vpn-locations/vpn-locations-page';
import { loadNamespace } from '../../../i18n/i18n';

// Admins only (AdminPage checks the role; the API refuses anyone else too).
export const Route = createFileRoute('/_auth/staff_/vpn-locations')({
  // The section loads its own texts (features/admin/use-admin-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: VpnLocationsPage,
});
