import { createFileRoute } from '@tanstack/react-router';
import { USER_ARTICLE } from '../../features/help/articles';
import { HelpArticle } from '../../features/help/components/help-article';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/support/user')({
  loader: () => loadNamespace('help'),
  component: AccountHelpPage,
});

function AccountHelpPage() {
  return <HelpArticle spec={USER_ARTICLE} path="/support/user" />;
}
