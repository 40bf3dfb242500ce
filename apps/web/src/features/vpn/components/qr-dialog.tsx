import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';

interface QrDialogProps {
  /** The location's name ("Milan, Italy"). */
  location: string;
  /** Object URL of the PNG; undefined while it loads. */
  imageUrl: string | undefined;
  onClose: () => void;
}

/**
 * The QR code of one location's config in a modal (native <dialog>: focus kept inside, Escape
 * closes). The focus starts on Close and goes back to the button that opened it.
 */
export function QrDialog({ location, imageUrl, onClose }: QrDialogProps) {
  const { t } = useTranslation('vpn');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and old browsers lack showModal: the open attribute still shows it.
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
    close.current?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="data-dialog vpn-qr-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      onCancel={(event) => {
        // Escape: the caller unmounts us; the browser must not close it behind React's back.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="data-dialog__title">
        {t('qr.title', { location })}
      </h2>
      <div className="vpn-qr-dialog__image" aria-busy={!imageUrl}>
        {imageUrl ? (
          <img src={imageUrl} alt={t('qr.alt', { location })} width={280} height={280} />
        ) : (
          <LoadingState label={t('qr.loading')} />
        )}
      </div>
      <p id={`${id}-hint`} className="vpn-qr-dialog__hint">
        {t('qr.hint')}
      </p>
      <div className="data-dialog__actions">
        <button ref={close} type="button" className="data-button data-button--primary" onClick={onClose}>
          {t('qr.close')}
        </button>
      </div>
    </dialog>
  );
}
