import { useEffect, useId, useRef, type ReactNode } from 'react';

interface StaffDialogProps {
  title: string;
  onClose: () => void;
  /** Wider than a question: a list or a form. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal of the console (native <dialog>: focus kept inside, Escape closes), named by its heading;
 * the focus goes back to what had it once it closes. Mount it to open it.
 */
export function StaffDialog({ title, onClose, wide = false, children }: StaffDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom lacks showModal: the open attribute still shows it.
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
    element?.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={wide ? 'data-dialog staff-dialog staff-dialog--wide' : 'data-dialog staff-dialog'}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: the caller unmounts us; the browser must not close it behind React's back.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="data-dialog__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
