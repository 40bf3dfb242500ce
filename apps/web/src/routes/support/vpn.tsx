import { createFileRoute } from '@tanstack/react-router';
import { VPN_ARTICLE } from '../../features/help/articles';
import { HelpArticle } from '../../features/help/components/help-article';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/support/vpn')({
  loader: () => loadNamespace('help'),
  component: VpnHelpPage,
});

function VpnHelpPage() {
  return <HelpArticle spec={VPN_ARTICLE} path="/support/vpn" />;
}
