import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountPage } from '../features/account/components/account-page';
import { LoginForm } from '../features/account/components/login-form';
import { pendingPurchaseReturn, purchaseOf, usePurchaseReason } from '../features/account/handoff';
import { validateRedirectSearch } from '../features/account/search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  loader: () => loadNamespace('account'),
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  // Without ?redirect=, the checkout a registration from a buy button left for the next login.
  const [pending] = useState(pendingPurchaseReturn);
  const redirect = search.redirect ?? pending;
  const reason = usePurchaseReason(purchaseOf(redirect));
  return (
    <AccountPage page="login" intro={reason}>
      <LoginForm redirect={redirect} />
    </AccountPage>
  );
}
