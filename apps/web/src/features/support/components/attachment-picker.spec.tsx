import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../i18n/i18n';
import supportTexts from '../../../locales/en/support.json';
import { MAX_ATTACHMENT_BYTES } from '../api';
import { AttachmentPicker } from './attachment-picker';

beforeAll(() => {
  // The help desk's chunk loads these in the app (use-support-texts.ts).
  i18next.addResourceBundle('en', 'support', supportTexts, true, true);
});

/** A file of `size` bytes without allocating them. */
function file(name: string, type: string, size = 2048): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** The picker in a form of its own, which empties it once sent. */
function Harness({ initial = [] }: { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <>
      <AttachmentPicker files={files} onChange={setFiles} />
      <button type="button" onClick={() => setFiles([])}>
        Sent
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Attachments (optional)') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen files' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AttachmentPicker', () => {
  it('is a labelled file input for the four types, described by its rule', () => {
    render(<Harness />);
    expect(input().type).toBe('file');
    expect(input().multiple).toBe(true);
    expect(input().accept).toContain('image/png');
    expect(input().accept).toContain('application/pdf');
    const rule = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(rule?.textContent).toBe('Up to 3 files: PNG, JPEG or WebP pictures or PDF documents, at most 5 MB each.');
  });

  it('lists the chosen files with name and size, and removes one', () => {
    render(<Harness />);
    choose(file('screen.png', 'image/png', 2048), file('bill.pdf', 'application/pdf', 1.5 * 1024 * 1024));
    expect(chosen()).toEqual(['screen.png · 2 kBRemove', 'bill.pdf · 1.5 MBRemove']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove screen.png' }));
    expect(chosen()).toEqual(['bill.pdf · 1.5 MBRemove']);
  });

  it('refuses a 4th file, and then takes no more until one is removed', () => {
    render(<Harness initial={[file('a.png', 'image/png'), file('b.png', 'image/png')]} />);
    choose(file('c.jpg', 'image/jpeg'), file('d.webp', 'image/webp'));
    expect(chosen()).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe('d.webp was not added: a message can have at most 3 files.');
    expect(input().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(input().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(input().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over 5 MB', () => {
    render(<Harness />);
    choose(
      file('huge.png', 'image/png', MAX_ATTACHMENT_BYTES + 1),
      file('fine.png', 'image/png', MAX_ATTACHMENT_BYTES),
    );
    expect(screen.getByRole('alert').textContent).toBe('huge.png was not added: a file can be at most 5 MB.');
    expect(chosen()).toEqual(['fine.png · 5 MBRemove']);
  });

  it('refuses another type, also when only the name says what it is', () => {
    render(<Harness />);
    choose(file('anim.gif', 'image/gif'), file('notes.txt', ''), file('scan.PDF', ''));
    expect(screen.getByRole('alert').textContent).toBe(
      'anim.gif was not added: only PNG, JPEG or WebP pictures and PDF documents can be attached. ' +
        'notes.txt was not added: only PNG, JPEG or WebP pictures and PDF documents can be attached.',
    );
    expect(chosen()).toEqual(['scan.PDF · 2 kBRemove']);
  });

  it('forgets the reasons once its message is sent', () => {
    render(<Harness />);
    choose(file('fine.png', 'image/png'), file('anim.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('is disabled while its message is sent', () => {
    const files = [file('a.png', 'image/png')];
    render(<AttachmentPicker files={files} onChange={() => undefined} disabled />);
    expect(input().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove a.png' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
