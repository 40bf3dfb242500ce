import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { RegisterForm } from '../features/account/components/register-form';
import { purchaseOf, usePurchaseName } from '../features/account/handoff';
import { validateRedirectSearch } from '../features/account/search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/register')({
  // ?redirect= as on /login: the checkout of the buy button that led here.
  validateSearch: validateRedirectSearch,
  loader: () => loadNamespace('account'),
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation('account');
  const { redirect } = Route.useSearch();
  const purchase = purchaseOf(redirect);
  const name = usePurchaseName();
  return (
    <AccountPage page="register" intro={purchase ? t('purchase.afterConfirm', { product: name(purchase) }) : undefined}>
      <RegisterForm redirect={purchase ? redirect : undefined} />
    </AccountPage>
  );
}
