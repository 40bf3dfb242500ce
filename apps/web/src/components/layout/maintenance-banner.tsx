import { useTranslation } from 'react-i18next';
import { useMaintenanceNotice } from '../../features/catalog/hooks/use-catalog';

export function MaintenanceBanner() {
  const { t } = useTranslation();
  const notice = useMaintenanceNotice();
  if (!notice) return null;
  return (
    <div
      role="status"
      aria-label={t('maintenance.label')}
      className="maintenance-banner"
      style={{ background: notice.background, color: notice.color }}
    >
      {notice.message}
    </div>
  );
}
