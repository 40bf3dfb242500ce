import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/player/tech-specs')({
  component: TechSpecsPage,
});

function TechSpecsPage() {
  return <PlaceholderPage page="techSpecs" />;
}
