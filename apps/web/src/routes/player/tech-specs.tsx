import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { SpecList } from '../../features/shop/components/spec-list';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/player/tech-specs')({
  loader: () => loadNamespace('shop'),
  component: TechSpecsPage,
});

const DEVICES = ['android', 'androidTv', 'fireTv', 'ios', 'appleTv', 'web'] as const;
const FORMATS = ['playlists', 'epg', 'limits', 'streams'] as const;
const CODECS = ['video', 'audio', 'subtitles'] as const;
const REQUIREMENTS = ['internet', 'memory', 'storage', 'resolution', 'licence'] as const;

function TechSpecsPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  // One map per group keeps every key checked against en/shop.json.
  const groups = [
    {
      id: 'devices',
      title: t('specs.devicesTitle'),
      rows: DEVICES.map((row) => ({ term: t(`specs.devices.${row}.term`), detail: t(`specs.devices.${row}.detail`) })),
    },
    {
      id: 'formats',
      title: t('specs.formatsTitle'),
      rows: FORMATS.map((row) => ({ term: t(`specs.formats.${row}.term`), detail: t(`specs.formats.${row}.detail`) })),
    },
    {
      id: 'codecs',
      title: t('specs.codecsTitle'),
      rows: CODECS.map((row) => ({ term: t(`specs.codecs.${row}.term`), detail: t(`specs.codecs.${row}.detail`) })),
    },
    {
      id: 'requirements',
      title: t('specs.requirementsTitle'),
      rows: REQUIREMENTS.map((row) => ({
        term: t(`specs.requirements.${row}.term`),
        detail: t(`specs.requirements.${row}.detail`),
      })),
    },
  ];

  return (
    <ShopPage title={tc('pages.techSpecs.title')} intro={tc('pages.techSpecs.intro')}>
      {groups.map((group) => (
        <ShopSection key={group.id} id={`specs-${group.id}`} title={group.title}>
          <SpecList rows={group.rows} />
        </ShopSection>
      ))}
      <p className="shop-fineprint">{t('specs.note')}</p>
      <p className="cta-row">
        <Link to="/player/download" className="button">
          {tc('links.downloadPlayer')}
        </Link>
        <Link to="/support/player">{tc('links.playerHelp')}</Link>
      </p>
    </ShopPage>
  );
}
