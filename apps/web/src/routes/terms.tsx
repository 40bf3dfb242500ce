import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../features/help/components/legal-document';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/terms')({
  loader: () => loadNamespace('help'),
  component: TermsPage,
});

function TermsPage() {
  return <LegalDocument doc="terms" page="terms" />;
}
