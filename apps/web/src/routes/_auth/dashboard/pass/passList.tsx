import { createFileRoute } from '@tanstack/react-router';
import { PassListPage } from '../../../../features/vpn/pages/pass-list-page';
import { loadNamespace } from '../../../../i18n/i18n';

// Loaders stay in the start-up bundle (only components are split off), so this one only loads texts.
export const Route = createFileRoute('/_auth/dashboard/pass/passList')({
  // The renewal of a card speaks the payment texts.
  loader: () => Promise.all([loadNamespace('vpn'), loadNamespace('payment')]),
  component: PassListPage,
});
