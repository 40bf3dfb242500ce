import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { pendingPurchaseReturn, purchaseOf, usePurchaseName } from '../features/account/handoff';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/registerConfirmed')({
  loader: () => loadNamespace('account'),
  component: RegisterConfirmedPage,
});

function RegisterConfirmedPage() {
  const { t } = useTranslation('account');
  const name = usePurchaseName();
  // Registered from a buy button: the next login goes on to that checkout.
  const [purchase] = useState(() => purchaseOf(pendingPurchaseReturn()));
  return (
    <AccountPage page="registerConfirmed">
      <div className="account-done" role="status">
        <p>{t('registerConfirmed.next')}</p>
        {purchase ? (
          <p data-testid="purchase-after-confirm">{t('purchase.afterConfirm', { product: name(purchase) })}</p>
        ) : null}
        <p className="account-hint">{t('registerConfirmed.noMail')}</p>
        <Link className="account-button" to="/login">
          {t('registerConfirmed.login')}
        </Link>
      </div>
    </AccountPage>
  );
}
