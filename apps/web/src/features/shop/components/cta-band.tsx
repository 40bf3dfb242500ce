import type { ReactNode } from 'react';

/** Closing call to action of a page. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="shop-cta" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className="cta-row">{children}</div>
    </section>
  );
}
