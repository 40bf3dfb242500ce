import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/player/manage-your-app/$otp')({
  component: ManageYourAppDevicePage,
});

function ManageYourAppDevicePage() {
  return <PlaceholderPage page="manageYourApp" />;
}
