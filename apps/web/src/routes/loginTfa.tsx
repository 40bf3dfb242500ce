import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/loginTfa')({
  component: LoginTfaPage,
});

function LoginTfaPage() {
  return <PlaceholderPage page="loginTfa" />;
}
