import { LANGUAGES } from '@shop/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithId } from './text-with-id';

type Tree = { [key: string]: string | Tree };

const payment = import.meta.glob<Tree>('../../../locales/*/payment.json', { eager: true, import: 'default' });
const text = (tree: Tree, path: string): string =>
  path.split('.').reduce<Tree | string>((node, key) => (node as Tree)[key], tree) as string;

describe('TextWithId', () => {
  it('puts the id in a box of its own, in one run of text', () => {
    const { container } = render(
      <TextWithId id="CN-2026-000002" text={(number) => `Download credit note ${number}`} />,
    );
    const run = container.firstElementChild as HTMLElement;
    expect(run.tagName).toBe('SPAN');
    expect(run.textContent).toBe('Download credit note CN-2026-000002');
    expect(run.querySelector('.pay-id')?.textContent).toBe('CN-2026-000002');
    expect(container.children).toHaveLength(1);
  });

  it('keeps the words after the id, as in German', () => {
    const { container } = render(
      <TextWithId id="CN-2026-000002" text={(number) => `Gutschrift ${number} herunterladen`} />,
    );
    expect(container.textContent).toBe('Gutschrift CN-2026-000002 herunterladen');
    expect(container.querySelector('.pay-id')?.previousSibling?.textContent).toBe('Gutschrift ');
    expect(container.querySelector('.pay-id')?.nextSibling?.textContent).toBe(' herunterladen');
  });

  it('shows a sentence without the id as it is', () => {
    const { container } = render(<TextWithId id="CN-2026-000002" text={() => 'Download credit note'} />);
    expect(container.textContent).toBe('Download credit note');
    expect(container.querySelector('.pay-id')).toBeNull();
  });

  it.each(LANGUAGES)('%s: every sentence shown with an id names it once', (language) => {
    const tree = payment[`../../../locales/${language}/payment.json`];
    for (const key of ['orders.creditNote', 'orders.history.creditNote', 'result.invoice']) {
      expect(text(tree, key).split('#number#'), `${language} ${key}`).toHaveLength(2);
    }
  });
});
