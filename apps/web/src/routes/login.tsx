import { createFileRoute } from '@tanstack/react-router';
import { isSafeRedirect } from '../features/auth/auth';
import { AccountPage } from '../features/account/components/account-page';
import { LoginForm } from '../features/account/components/login-form';
import { loadNamespace } from '../i18n/i18n';

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
  loader: () => loadNamespace('account'),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AccountPage page="login">
      <LoginForm redirect={redirect} />
    </AccountPage>
  );
}
