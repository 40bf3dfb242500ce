import { useTranslation } from 'react-i18next';
import type { DownloadPlatform } from '../download-links';
import { Icon, type IconName } from './icon';

const DOWNLOADS = [
  { key: 'android', icon: 'android' },
  { key: 'ios', icon: 'apple' },
  { key: 'androidTv', icon: 'tv' },
  { key: 'web', icon: 'globe' },
] as const satisfies readonly { key: DownloadPlatform; icon: IconName }[];

/** One card per platform with its official store or download link; a platform without a link has no card. */
export function DownloadList({ links }: { links: Partial<Record<DownloadPlatform, string>> }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  return (
    <ul className="shop-downloads">
      {DOWNLOADS.filter(({ key }) => links[key]).map(({ key, icon }) => (
        <li key={key} className="shop-download" data-testid={`download-${key}`}>
          <span className="shop-feature__icon">
            <Icon name={icon} />
          </span>
          <h2>{t(`download.${key}.title`)}</h2>
          <p>{t(`download.${key}.text`)}</p>
          <a className="button" href={links[key]} target="_blank" rel="noopener noreferrer">
            {key === 'web' ? null : <Icon name="download" />}
            {t(`download.${key}.link`)}
            <span className="visually-hidden"> {tc('links.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
