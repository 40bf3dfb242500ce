import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rotatePassCode, updatePassDescription, vpnKeys, type PassPage, type VpnPass } from '../api';
import { errorCodeOf } from '../../../lib/api';

/** The pass-changing calls; each puts the answered pass into every cached page that shows it. */
export function usePassActions() {
  const queryClient = useQueryClient();

  const replace = useCallback(
    (pass: VpnPass) => {
      queryClient.setQueriesData<PassPage>({ queryKey: vpnKeys.passes() }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === pass.id ? pass : item)) } : page,
      );
      return pass;
    },
    [queryClient],
  );

  // A pass gone meanwhile (or ended): the list is reloaded to show how things are now.
  const reloadWhenGone = useCallback(
    (error: unknown): never => {
      const code = errorCodeOf(error);
      if (code === 'PASS_NOT_FOUND' || code === 'PASS_ENDED')
        void queryClient.invalidateQueries({ queryKey: vpnKeys.passes() });
      throw error;
    },
    [queryClient],
  );

  return {
    describe: useCallback(
      (passId: string, description: string) =>
        updatePassDescription(passId, description || null).then(replace, reloadWhenGone),
      [replace, reloadWhenGone],
    ),
    rotate: useCallback(
      (passId: string) => rotatePassCode(passId).then(replace, reloadWhenGone),
      [replace, reloadWhenGone],
    ),
  };
}
