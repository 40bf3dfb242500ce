import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/player/download')({
  component: PlayerDownloadPage,
});

function PlayerDownloadPage() {
  return <PlaceholderPage page="playerDownload" />;
}
