export interface SpecRow {
  term: string;
  detail: string;
}

/** Term and value pairs, as a description list. */
export function SpecList({ rows }: { rows: readonly SpecRow[] }) {
  return (
    <dl className="shop-specs">
      {rows.map((row) => (
        <div key={row.term} className="shop-specs__row">
          <dt>{row.term}</dt>
          <dd>{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
