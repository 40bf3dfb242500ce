import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';

/** A link at the bottom of a card, to the page the card sums up. */
export interface CardLink {
  link: LinkProps;
  text: string;
}

/** One card of the home: a titled region and the links to its own pages at the bottom. */
export function HomeCard({
  title,
  links,
  children,
  testId,
}: {
  title: string;
  links: readonly CardLink[];
  children: ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section className="home-card" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <div className="home-card__body">{children}</div>
      <div className="home-card__links">
        {links.map(({ link, text }) => (
          <Link key={text} {...link} className="home-card__link">
            {text}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** Figures as a term and its number (no plural forms needed in any of the seven languages). */
export function Figures({ figures }: { figures: readonly (readonly [string, number])[] }) {
  return (
    <dl className="home-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
