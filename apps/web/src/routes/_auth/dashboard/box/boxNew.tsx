import { createFileRoute } from '@tanstack/react-router';
import { BoxNewPage } from '../../../../features/vpn/pages/box-new-page';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/box/boxNew')({
  loader: () => loadNamespace('vpn'),
  component: BoxNewPage,
});
