import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../features/help/components/legal-document';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/refund-policy')({
  loader: () => loadNamespace('help'),
  component: RefundPolicyPage,
});

function RefundPolicyPage() {
  return <LegalDocument doc="refund" page="refundPolicy" />;
}
