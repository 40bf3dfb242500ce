import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/player/otp')({
  component: PlayerOtpPage,
});

function PlayerOtpPage() {
  return <PlaceholderPage page="playerOtp" />;
}
