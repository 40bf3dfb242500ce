import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ShownFailure, useApiErrorToast } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useAdminT } from '../use-admin-texts';
import { catalogueKeys, changeCatalogue, type CatalogueChange } from './api';

/**
 * Sends one change of the catalogue. Success: the tables the server answers replace the shown
 * ones and a toast says it is live. Failure: the toast says why, and the promise rejects with a
 * ShownFailure that an editor or form says next to itself.
 */
export function useCatalogueChange() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const mutation = useMutation({ mutationFn: (change: CatalogueChange) => changeCatalogue(change) });
  const { mutateAsync } = mutation;
  const send = useCallback(
    async (change: CatalogueChange) => {
      try {
        const tables = await mutateAsync(change);
        queryClient.setQueryData(catalogueKeys.all, tables);
        toast.success(t('catalogue.saved'));
        return tables;
      } catch (error) {
        const shown = showError(error);
        throw new ShownFailure({ text: shown.message, toastId: shown.toastId });
      }
    },
    [mutateAsync, queryClient, showError, t],
  );
  return { send, pending: mutation.isPending };
}

/** A value the form refuses before sending: said next to the editor, in the page's words. */
export const refused = (text: string) => new ShownFailure({ text });
