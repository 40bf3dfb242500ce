import type { AddressChangeResponse, AddressResponse, UserProfileResponse } from '../../lib/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../session/session';
import { updateStoredUser } from '../session/sign-in';
import { accountKeys, meQueryOptions } from './api';

/** Spec 3: the billing-address count and the favourite-shipping count, derived from the list. */
export function addressCounts(addresses: readonly AddressResponse[]) {
  return {
    billing: addresses.filter((address) => !address.isShipping).length,
    favouriteShipping: addresses.filter((address) => address.isShipping && address.isFavorite).length,
  };
}

/**
 * The signed-in user for the settings pages: GET /api/User/Me, shown at once from what login
 * stored; every change is written to both so the header and other pages follow.
 */
export function useProfile() {
  const session = useSession();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const stored = session.user;
  // Until Me answers, the stored user (which does not keep the reminder setting: the switch waits
  // for `loaded`).
  const profile = useMemo<UserProfileResponse | undefined>(
    () => me.data ?? (stored ? { ...stored, language, reminderMails: true } : undefined),
    [me.data, stored, language],
  );

  const applyProfile = useCallback(
    (change: Partial<UserProfileResponse>) => {
      queryClient.setQueryData<UserProfileResponse>(accountKeys.me(), (current) =>
        current ? { ...current, ...change } : current,
      );
      const { language: _language, ...forSession } = change;
      updateStoredUser(forSession);
    },
    [queryClient],
  );

  const applyAddresses = useCallback(
    (answer: AddressChangeResponse) => applyProfile({ addresses: answer.addresses, tfa: answer.tfa }),
    [applyProfile],
  );

  return { profile, loaded: me.data !== undefined, loadFailed: me.isError, applyProfile, applyAddresses };
}
