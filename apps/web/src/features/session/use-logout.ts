import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { catalogKeys } from '../catalog/api';
import { sessionStore } from './session';

/**
 * Logout of spec 4: clears the stored token and user, drops every cached account list (devices,
 * licences, orders, passes, boxes, tickets, coupons: everything but the public catalogue) and
 * goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(async () => {
    sessionStore().signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== catalogKeys.all[0] });
    toast.success(t('session.loggedOut'));
    await navigate({ to: '/login' });
  }, [queryClient, navigate, t]);
}
