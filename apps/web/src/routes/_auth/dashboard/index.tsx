import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../../features/home/pages';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/')({
  // The page loads its own texts (features/home/use-dashboard-texts.ts); order statuses and a
  // failed call's texts come from payment's and errors' namespaces, loaded here.
  loader: () => loadNamespace('payment'),
  component: HomePage,
});
