import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './data.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** The confirm button's text; "Confirm" unless given ("Unpair"). */
  confirmLabel?: string;
  /** Red confirm button, for actions that remove something. */
  danger?: boolean;
  /** The confirmed action is running: both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (native <dialog>: focus kept inside, Escape cancels). Opens with the focus on
 * Cancel, the safe answer; gives the focus back to what had it when it closes, if that is still there.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and old browsers lack showModal: the open attribute still shows it.
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
    cancel.current?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="data-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-text` : undefined}
      onCancel={(event) => {
        // Escape: the caller decides (and unmounts us); the browser must not close it behind React's back.
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="data-dialog__title">
        {title}
      </h2>
      {children ? (
        <div id={`${id}-text`} className="data-dialog__text">
          {children}
        </div>
      ) : null}
      <div className="data-dialog__actions">
        <button ref={cancel} type="button" className="data-button" onClick={onCancel} disabled={pending}>
          {t('data.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'data-button data-button--danger' : 'data-button data-button--primary'}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {confirmLabel ?? t('data.confirm')}
        </button>
      </div>
    </dialog>
  );
}
