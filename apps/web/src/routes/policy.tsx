import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../features/help/components/legal-document';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/policy')({
  loader: () => loadNamespace('help'),
  component: PolicyPage,
});

function PolicyPage() {
  return <LegalDocument doc="policy" page="policy" />;
}
