import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DownloadList } from '../../features/shop/components/download-list';
import { downloadLinks } from '../../features/shop/download-links';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/player/download')({
  loader: () => loadNamespace('shop'),
  component: PlayerDownloadPage,
});

function PlayerDownloadPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  // Only the links this deployment configured; with none, the page says so instead of inventing any.
  const links = downloadLinks();
  const any = Object.keys(links).length > 0;

  return (
    <ShopPage title={tc('pages.playerDownload.title')} intro={tc('pages.playerDownload.intro')}>
      {any ? (
        <>
          <DownloadList links={links} />
          <ShopSection id="download-note" title={t('download.noteTitle')}>
            <ul className="shop-notes">
              <li>{t('download.note1')}</li>
              <li>{t('download.note2')}</li>
              <li>{t('download.note3')}</li>
            </ul>
          </ShopSection>
        </>
      ) : (
        <p className="lead" data-testid="downloads-none">
          {t('download.noneYet')}
        </p>
      )}
      <ShopSection id="download-next" title={t('download.nextTitle')} intro={t('download.nextText')}>
        <p className="cta-row">
          <Link to="/player/otp" className="button">
            {tc('links.enterCode')}
          </Link>
          <Link to="/player/active-licence" className="button button--secondary">
            {tc('links.buyLicence')}
          </Link>
          <Link to="/player/tech-specs">{tc('links.techSpecs')}</Link>
        </p>
      </ShopSection>
    </ShopPage>
  );
}
