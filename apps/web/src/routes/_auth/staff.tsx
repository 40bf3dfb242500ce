import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PlaceholderPage } from '../../components/placeholder-page';
import { useSession } from '../../features/session/session';

// Visitors are sent to the login by the _auth layout, as for the dashboard: a staff member may
// simply not be logged in yet, and lands here after logging in.
export const Route = createFileRoute('/_auth/staff')({
  component: StaffConsolePage,
});

/** Support agents and admins only; any other account finds no page here (the API's staff calls check the same). */
function StaffConsolePage() {
  // Read on every render: the session refresh of each load brings the account's current roles.
  const { user } = useSession();
  if (!user?.roles.some((role) => role === 'SUPPORT' || role === 'ADMIN')) return <NotFoundPage />;
  return <PlaceholderPage page="staff" />;
}
