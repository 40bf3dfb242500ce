import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { locationsQueryOptions } from '../api';
import { useLocationName } from './pass-locations';

/** availableCountriesList: every location a pass gets a WireGuard peer on. */
export function AvailableLocations() {
  const { t } = useTranslation('vpn');
  const locationName = useLocationName();
  const locations = useQuery(locationsQueryOptions());
  // Secondary information: a failure says so quietly instead of toasting over the passes.
  if (locations.isPending) return null;
  return (
    <section className="vpn-available" aria-labelledby="vpn-available-title">
      <h2 id="vpn-available-title" className="vpn-card__title">
        {t('passList.locationsTitle')}
      </h2>
      {locations.isError ? (
        <p className="vpn-muted">{t('passList.locationsFailed')}</p>
      ) : (
        <>
          <p className="vpn-muted">{t('passList.locationsIntro')}</p>
          <ul className="vpn-chips">
            {locations.data.map((location) => (
              <li key={location.code}>{locationName(location)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
