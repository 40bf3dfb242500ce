import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/user')({
  component: SupportUserPage,
});

function SupportUserPage() {
  return <PlaceholderPage page="supportUser" />;
}
