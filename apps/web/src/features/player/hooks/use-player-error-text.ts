import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../components/data/call-failure';
import { playerErrorText } from '../error-messages';

/** The text of a failed load, for an error block on the page (no toast). */
export function usePlayerErrorText(): (error: unknown) => string {
  const { t } = useTranslation('player');
  const { t: tc } = useTranslation();
  return useCallback((error: unknown) => describeApiError(error, playerErrorText(t), tc).message, [t, tc]);
}
