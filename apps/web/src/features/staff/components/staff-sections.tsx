import { Link } from '@tanstack/react-router';
import { useSession } from '../../session/session';
import { useStaffT } from '../use-staff-texts';
import { sectionsFor, type StaffSectionKey } from '../sections';

/**
 * The staff area's sections (help desk and back office) as links, the current one marked; the ones
 * the account's roles open only. Needs the staff texts (staff.json `sections`).
 */
export function StaffSections({ current }: { current: StaffSectionKey }) {
  const t = useStaffT();
  const { user } = useSession();
  const sections = sectionsFor(user?.roles ?? []);
  // A support agent has the tickets and, at most, the accounts: no bar for a single link.
  if (sections.length < 2) return null;
  return (
    <nav className="admin-sections" aria-label={t('sections.label')} data-testid="staff-sections">
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              className="admin-sections__link"
              aria-current={section.key === current ? 'page' : undefined}
            >
              {t(`sections.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
