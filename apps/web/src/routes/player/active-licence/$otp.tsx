import { createFileRoute } from '@tanstack/react-router';
import { ActivateDevicePage } from '../../../features/player/pages';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/active-licence/$otp')({
  loader: () => Promise.all([loadNamespace('shop'), loadNamespace('player')]),
  component: ActiveLicenceDeviceRoute,
});

function ActiveLicenceDeviceRoute() {
  const { otp } = Route.useParams();
  return <ActivateDevicePage otp={otp} />;
}
