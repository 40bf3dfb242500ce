import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/player/manage-your-app/')({
  component: ManageYourAppPage,
});

function ManageYourAppPage() {
  return <PlaceholderPage page="manageYourApp" />;
}
