import { createFileRoute } from '@tanstack/react-router';
import { BoxListPage } from '../../../../features/vpn/pages/box-list-page';
import { loadNamespace } from '../../../../i18n/i18n';

// Loaders stay in the start-up bundle (only components are split off), so this one only loads texts.
export const Route = createFileRoute('/_auth/dashboard/box/boxList')({
  // The renewal of a card speaks the payment texts.
  loader: () => Promise.all([loadNamespace('vpn'), loadNamespace('payment')]),
  component: BoxListPage,
});
