import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isDashboardPath } from '../../lib/layout-rules';
import { SESSION_EXPIRED_TOAST_ID, toast } from '../../components/toast/toast';
import { api, type ApiClient } from '../../lib/api';
import { signOutLocally } from './end-session';
import { sessionStore } from './session';
import { refreshSession, type RefreshOutcome } from './session-refresh';

/**
 * Session upkeep of spec 4, mounted once by the root route:
 * - at start-up, a stored token is refreshed once (new token and user stored);
 * - a 401 to an authenticated call refreshes once and the call is sent again;
 * - a refresh the server refuses ends the session (on a dashboard page with the session-expired
 *   toast, or the locked account's, and /login); a refresh that gets no answer changes nothing.
 */
export function useSessionRefresh(client: ApiClient = api) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const startedUp = useRef(false);

  useEffect(() => {
    const expire = (outcome: RefreshOutcome) => {
      signOutLocally(queryClient);
      const { pathname, href } = router.state.location;
      if (!isDashboardPath(pathname)) return;
      // A locked account is told so (errors.json's text of the code), not that its session expired.
      const expired = t('errors.sessionExpired');
      const message =
        outcome === 'locked' ? t('codes.ACCOUNT_LOCKED', { ns: 'errors', defaultValue: expired }) : expired;
      toast.error(message, { toastId: SESSION_EXPIRED_TOAST_ID });
      void router.navigate({ to: '/login', search: { redirect: href } });
    };

    client.setUnauthorizedHandler(async (staleToken) => {
      const outcome = await refreshSession({ client, staleToken });
      if (outcome === 'rejected' || outcome === 'locked') expire(outcome);
      return outcome === 'refreshed';
    });

    // A ref, not a module flag: StrictMode's second mount keeps it, a new app (tests) does not.
    if (!startedUp.current && sessionStore().getSnapshot().token) {
      startedUp.current = true;
      void refreshSession({ client }).then((outcome) => {
        if (outcome === 'rejected' || outcome === 'locked') expire(outcome);
      });
    }
    return () => client.setUnauthorizedHandler(null);
  }, [client, queryClient, router, t]);
}
