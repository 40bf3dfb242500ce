import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_EXPIRED_TOAST_ID, toast } from '../../components/toast/toast';
import { revokeSessionOnServer, signOutLocally } from './end-session';

/**
 * Logout of spec 4: POST /api/User/Logout with the bearer (its failure ignored), then the stored
 * token and user are cleared, every cached account list (devices, licences, orders, passes, boxes,
 * tickets, coupons: everything but the public catalogue) is dropped, and the page goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(async () => {
    await revokeSessionOnServer();
    signOutLocally(queryClient);
    toast.success(t('session.loggedOut'));
    await navigate({ to: '/login' });
  }, [queryClient, navigate, t]);
}

/**
 * The forced logout of spec 8 (a 401/403 on password change or on adding or editing an address):
 * the same as logout, with the session-expired message (or the given one) instead of the logout one.
 */
export function useExpireSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(
    async (message?: string) => {
      await revokeSessionOnServer();
      signOutLocally(queryClient);
      toast.error(message ?? t('errors.sessionExpired'), { toastId: SESSION_EXPIRED_TOAST_ID });
      await navigate({ to: '/login' });
    },
    [queryClient, navigate, t],
  );
}
