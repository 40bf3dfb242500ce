import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import './player.css';

type PageKey = 'devices' | 'allMyPlaylist' | 'licences';

/** Heading (the common `pages.*` title), intro and content of a player dashboard screen. */
export function PlayerDashboardPage({ page, children }: { page: PageKey; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  const headingId = `player-${page}-title`;
  return (
    <section className="page player-page" aria-labelledby={headingId} data-testid={`player-${page}`}>
      <h1 id={headingId}>{title}</h1>
      <p className="lead">{t(`pages.${page}.intro`)}</p>
      {children}
    </section>
  );
}
