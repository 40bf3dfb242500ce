import { createFileRoute } from '@tanstack/react-router';
import { PLAYER_ARTICLE } from '../../features/help/articles';
import { HelpArticle } from '../../features/help/components/help-article';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/support/player')({
  loader: () => loadNamespace('help'),
  component: PlayerHelpPage,
});

function PlayerHelpPage() {
  return <HelpArticle spec={PLAYER_ARTICLE} path="/support/player" />;
}
