import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '../lib/layout-rules';
import { ArrowUpIcon } from './shell-icons';
import { useScrolledPast } from './use-viewport';

/** Appears once the page is scrolled more than 300 px (spec 2). */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      data-testid="scroll-top"
      aria-label={t('nav.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon aria-hidden="true" />
    </button>
  );
}
