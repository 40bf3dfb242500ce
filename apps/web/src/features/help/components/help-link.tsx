import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HELP_LINK_PAGES, type HelpLinkPath } from '../help-links';

/** A link to another page of the shop, labelled with that page's title. */
export function HelpLink({ to, className }: { to: HelpLinkPath; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={className}>
      {t(`pages.${HELP_LINK_PAGES[to]}.title`)}
    </Link>
  );
}

/** A short list of related pages. */
export function HelpLinkList({ links, label }: { links: readonly HelpLinkPath[]; label?: string }) {
  if (!links.length) return null;
  return (
    <div className="help-related">
      {label && <span className="help-related__label">{label}</span>}
      <ul className="help-related__list">
        {links.map((to) => (
          <li key={to}>
            <HelpLink to={to} />
          </li>
        ))}
      </ul>
    </div>
  );
}
