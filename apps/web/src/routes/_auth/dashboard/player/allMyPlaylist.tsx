import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/player/allMyPlaylist')({
  component: AllMyPlaylistPage,
});

function AllMyPlaylistPage() {
  return <PlaceholderPage page="allMyPlaylist" />;
}
