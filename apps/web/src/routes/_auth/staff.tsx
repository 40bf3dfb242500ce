import { isStaff } from '@shop/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoadingState } from '../../components/data/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useShipmentsFirst } from '../../features/admin/shipments/use-shipments-first';
import { useSession } from '../../features/session/session';
import { StaffConsole } from '../../features/staff/pages';
import { validateStaffSearch, type StaffSearch } from '../../features/staff/search';
import { loadNamespace } from '../../i18n/i18n';

// Visitors are sent to the login by the _auth layout, as for the dashboard: a staff member may
// simply not be logged in yet, and lands here after logging in.
export const Route = createFileRoute('/_auth/staff')({
  validateSearch: validateStaffSearch,
  // The console loads its own texts (features/staff/use-staff-texts.ts); a failed call's come from here.
  loader: () => loadNamespace('errors'),
  component: StaffConsoleRoute,
});

/** Support agents and admins only; any other account finds no page here (the API's staff calls check the same). */
function StaffConsoleRoute() {
  // Read on every render: the session refresh of each load brings the account's current roles.
  const { user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A change merges into the address's current search, so quick changes in a row all stay.
  const onSearch = useCallback(
    (change: Partial<StaffSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) }),
    [navigate],
  );
  const deciding = useShipmentsFirst(
    user?.roles,
    Object.values(search).every((value) => value === undefined),
  );
  if (!user || !isStaff(user.roles)) return <NotFoundPage />;
  if (deciding) return <LoadingState />;
  return <StaffConsole search={search} onSearch={onSearch} />;
}
