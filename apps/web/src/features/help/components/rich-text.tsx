import { Fragment } from 'react';

// E-mail addresses and www. hosts inside translated sentences become links.
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.[\w-]+(?:\.[\w-]+)+)/g;

/** Plain translated text with its e-mail addresses and web addresses made clickable. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(LINKABLE);
  return (
    <>
      {parts.map((part, index) => {
        // split() with one capture group puts the matches at the odd indexes.
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const href = part.includes('@') ? `mailto:${part}` : `https://${part}`;
        return (
          <a key={index} href={href} rel={part.includes('@') ? undefined : 'noopener noreferrer'}>
            {part}
          </a>
        );
      })}
    </>
  );
}
