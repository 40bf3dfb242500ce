import { createFileRoute } from '@tanstack/react-router';
import { HelpHub } from '../features/help/components/help-hub';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/help')({
  loader: () => loadNamespace('help'),
  component: HelpHub,
});
