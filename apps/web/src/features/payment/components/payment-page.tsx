import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../../components/placeholder-page';
import { usePageTitle } from '../../../components/use-page-title';
import '../../../components/data/data.css';
import '../payment.css';

interface PaymentPageProps {
  page: Extract<PageKey, 'passNew' | 'orders' | 'couponList' | 'couponBuy'>;
  /** Links or buttons beside the intro ("Buy coupons"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, intro and content of a dashboard screen of orders, passes to buy and coupons. */
export function PaymentPage({ page, actions, children }: PaymentPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  const headingId = `pay-${page}-title`;
  return (
    <section className="page pay-page" aria-labelledby={headingId} data-testid={`pay-${page}`}>
      <header className="data-page__head">
        <div>
          <h1 id={headingId}>{title}</h1>
          <p className="lead">{t(`pages.${page}.intro`)}</p>
        </div>
        {actions ? <div className="data-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
