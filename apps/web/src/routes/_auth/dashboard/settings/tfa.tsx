import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/settings/tfa')({
  component: TfaPage,
});

function TfaPage() {
  return <PlaceholderPage page="tfa" />;
}
