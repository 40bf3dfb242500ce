import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import { MaintenanceSection } from './maintenance-form';
import { NewsSection } from './news-section';
import noticesStyles from './notices.css?inline';

/** /staff/notices (admins): the site-wide maintenance notice and the news. */
export function NoticesPage() {
  return (
    <AdminPage section="notices">
      <Notices />
    </AdminPage>
  );
}

function Notices() {
  const t = useAdminT();
  return (
    <>
      <style>{noticesStyles}</style>
      <p className="lead">{t('notices.intro')}</p>
      <MaintenanceSection />
      <NewsSection />
    </>
  );
}
