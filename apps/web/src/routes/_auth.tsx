import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Pathless layout for every page that needs a logged-in user (dashboard and staff console). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
