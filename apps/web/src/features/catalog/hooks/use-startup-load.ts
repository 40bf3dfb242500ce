import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { browserStorage } from '../../../lib/storage';
import { newsQueryOptions, pricingQueryOptions, versionQueryOptions } from '../api';
import { markApiHostHealthy } from '../api-host-health';

/**
 * Start-up loading of spec 4: site version, pricing and news. A version failure without an HTTP
 * status triggers the API host recovery (isBanned / hasReloaded).
 */
export function useStartupLoad() {
  const language = useLanguage();
  const version = useQuery(versionQueryOptions());
  useQuery(pricingQueryOptions(language));
  useQuery(newsQueryOptions());
  const recoveryStarted = useRef(false);

  useEffect(() => {
    if (version.isSuccess) markApiHostHealthy(browserStorage());
    // Once per page load: the recovery either reloads the page or gives up.
    if (!version.error || recoveryStarted.current) return;
    recoveryStarted.current = true;
    const versionError = version.error;
    void import('../api-host-recovery')
      .then(({ recoverApiHost }) =>
        recoverApiHost(versionError, {
          envUrl: import.meta.env.VITE_API_ENV_URL,
          fetch: (url, init) => globalThis.fetch(url, init),
          storage: browserStorage(),
          reload: () => window.location.reload(),
          now: Date.now,
        }),
      )
      // The recovery's own chunk did not load either: the host is unreachable, nothing more to try.
      .catch(() => undefined);
  }, [version.isSuccess, version.error]);

  return { version: version.data?.version };
}
