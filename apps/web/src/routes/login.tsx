import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { isSafeRedirect } from '../features/auth/auth';

export interface LoginSearch {
  /** Where to go after logging in; dropped unless it is a path on this site. */
  redirect?: string;
}

// A plain function rather than a schema library: search validation runs in the start-up bundle,
// and this one rule does not justify a validator's runtime there.
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const { redirect } = search;
  return { redirect: typeof redirect === 'string' && isSafeRedirect(redirect) ? redirect : undefined };
}

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});

function LoginPage() {
  return <PlaceholderPage page="login" />;
}
