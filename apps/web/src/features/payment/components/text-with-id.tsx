/** Stands for the id in a translated sentence: a private-use character no translation holds. */
const ID_MARK = '\uE000';

interface TextWithIdProps {
  /** The translated sentence, given what to put in place of the id. */
  text: (id: string) => string;
  /** A credit note's or invoice's number, an order number: read left to right in Arabic too. */
  id: string;
}

/**
 * A translated sentence with a number or id in it ("Download credit note CN-2026-000002"), as one
 * run of text in which the id is a box of its own (payment.css .pay-id): the sentence breaks before it
 * rather than at its hyphens, and the id breaks only when it is wider than the whole line. One span
 * around it all, so that in a button (a flex box) the sentence still wraps as text.
 */
export function TextWithId({ text, id }: TextWithIdProps) {
  const [before, ...rest] = text(ID_MARK).split(ID_MARK);
  if (rest.length === 0) return <span>{before}</span>;
  return (
    <span>
      {before}
      <span className="pay-id">{id}</span>
      {rest.join(id)}
    </span>
  );
}
