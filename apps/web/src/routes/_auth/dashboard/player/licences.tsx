import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/player/licences')({
  component: LicencesPage,
});

function LicencesPage() {
  return <PlaceholderPage page="licences" />;
}
