import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/guard-pass')({
  component: SupportGuardPassPage,
});

function SupportGuardPassPage() {
  return <PlaceholderPage page="supportGuardPass" />;
}
