import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import '../shop-styles';

interface ShopPageProps {
  title: string;
  intro: string;
  /** Calls to action under the intro. */
  actions?: ReactNode;
  /** Decorative picture beside the heading on wide screens. */
  art?: ReactNode;
  children?: ReactNode;
}

/** Frame of every shop page: one h1 with its intro, then the page's sections. */
export function ShopPage({ title, intro, actions, art, children }: ShopPageProps) {
  usePageTitle(title);
  return (
    <div className="page shop-page">
      <header className={art ? 'shop-hero shop-hero--art' : 'shop-hero'}>
        <div className="shop-hero__text">
          <h1>{title}</h1>
          <p className="lead">{intro}</p>
          {actions ? <div className="cta-row">{actions}</div> : null}
        </div>
        {art ? <div className="shop-hero__art">{art}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A titled block of a shop page; `id` names the heading for the landmark. */
export function ShopSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="shop-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className="shop-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
