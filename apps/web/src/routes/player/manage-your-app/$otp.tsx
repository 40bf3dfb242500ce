import { createFileRoute } from '@tanstack/react-router';
import { ManageDevicePage } from '../../../features/player/pages';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/manage-your-app/$otp')({
  loader: () => Promise.all([loadNamespace('shop'), loadNamespace('player')]),
  component: ManageYourAppDeviceRoute,
});

function ManageYourAppDeviceRoute() {
  const { otp } = Route.useParams();
  return <ManageDevicePage otp={otp} />;
}
