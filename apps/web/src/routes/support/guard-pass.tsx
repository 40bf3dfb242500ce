import { createFileRoute } from '@tanstack/react-router';
import { GUARD_PASS_ARTICLE } from '../../features/help/articles';
import { HelpArticle } from '../../features/help/components/help-article';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/support/guard-pass')({
  loader: () => loadNamespace('help'),
  component: GuardPassHelpPage,
});

function GuardPassHelpPage() {
  return <HelpArticle spec={GUARD_PASS_ARTICLE} path="/support/guard-pass" />;
}
