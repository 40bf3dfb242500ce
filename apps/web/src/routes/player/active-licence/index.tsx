import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/player/active-licence/')({
  component: ActiveLicencePage,
});

function ActiveLicencePage() {
  return <PlaceholderPage page="activeLicence" />;
}
