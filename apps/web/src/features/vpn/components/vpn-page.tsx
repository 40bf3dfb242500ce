import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import type en from '../../../locales/en/common.json';
import '../../../components/data/data.css';
import '../vpn.css';

type PageKey = keyof (typeof en)['pages'];

interface VpnPageProps {
  page: PageKey;
  /** Links or buttons beside the intro ("Buy a new pass"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, intro and content of a VPN dashboard screen; the tab title follows the heading. */
export function VpnPage({ page, actions, children }: VpnPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  const headingId = `vpn-${page}-title`;
  return (
    <section className="page vpn-page" aria-labelledby={headingId} data-testid={`vpn-${page}`}>
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
