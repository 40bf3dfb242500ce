import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/not-found-page';
import { LoadingState } from '../../../components/data/list-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../session/session';
import { useStaffT, useStaffTextsReady } from '../../staff/use-staff-texts';
import { sectionOf, type StaffSectionKey } from '../../staff/sections';
import { useAdminTextsReady } from '../use-admin-texts';
import { StaffSections } from '../../staff/components/staff-sections';
import '../../../components/data/data.css';
import adminStyles from '../admin.css?inline';

interface AdminPageProps {
  section: Exclude<StaffSectionKey, 'tickets'>;
  /** The page's lead sentence, under its title. */
  intro?: string;
  /** Shown once the texts are there (the section's own hooks may run inside it). */
  children: ReactNode;
}

/**
 * A back office page (issue 23): only for the roles its section names (anyone else finds no page,
 * as at /staff; the API refuses them too), with the staff area's navigation and the section's title.
 */
export function AdminPage(props: AdminPageProps) {
  // Read on every render: the session refresh of each load brings the account's current roles.
  const { user } = useSession();
  const allowed = user ? sectionOf(props.section).roles.some((role) => user.roles.includes(role)) : false;
  const staffTexts = useStaffTextsReady();
  const adminTexts = useAdminTextsReady();
  const ready = staffTexts && adminTexts;
  if (!allowed) return <NotFoundPage />;
  // The styles travel in this chunk's JavaScript, as the staff console's do (the start-up bundle's budget).
  return (
    <section className="page admin-page" aria-labelledby="admin-title" data-testid={`admin-${props.section}`}>
      <style>{adminStyles}</style>
      {ready ? <AdminPageBody {...props} /> : <LoadingState />}
    </section>
  );
}

function AdminPageBody({ section, intro, children }: AdminPageProps) {
  const t = useStaffT();
  const title = t(`sections.${section}`);
  usePageTitle(title);
  return (
    <>
      <header className="data-page__head">
        <div>
          <h1 id="admin-title">{title}</h1>
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
      </header>
      <StaffSections current={section} />
      {children}
    </>
  );
}
