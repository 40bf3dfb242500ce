import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/player/active-licence/$otp')({
  component: ActiveLicenceDevicePage,
});

function ActiveLicenceDevicePage() {
  return <PlaceholderPage page="activeLicence" />;
}
