import {
  CARRIER_MAX_LENGTH,
  CARRIERS,
  TRACKING_NUMBER_MAX_LENGTH,
  normalizeCarrier,
  normalizeTrackingNumber,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { markShipped, shipmentKeys, shippingProblems, type AdminShipment } from './api';

/** The select's value for a carrier the list does not have: its name is typed in. */
const OTHER = 'other';

type Problems = ReturnType<typeof shippingProblems>;

interface MarkShippedFormProps {
  shipment: AdminShipment;
  /** The form closes (saved or cancelled). */
  onClose: () => void;
}

/**
 * Marks one box sent: a carrier from the list (its tracking link goes to the customer) or any other
 * by name, and the tracking number; checked here as the server checks it (MarkShippedDto), which
 * mails the customer once.
 */
export function MarkShippedForm({ shipment, onClose }: MarkShippedFormProps) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [tracking, setTracking] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const carrierField = useRef<HTMLSelectElement>(null);
  const otherField = useRef<HTMLInputElement>(null);
  const trackingField = useRef<HTMLInputElement>(null);
  const carrier = choice === OTHER ? other : choice;

  const save = useMutation({
    mutationFn: () =>
      markShipped({
        shipmentId: shipment.id,
        carrier: normalizeCarrier(carrier),
        trackingNumber: normalizeTrackingNumber(tracking),
      }),
    onSuccess: (answer) => {
      alert.succeed();
      toast.success(t('shipments.ship.done', { purchaseId: answer.purchaseId, name: answer.customer.name }));
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
      onClose();
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
      const fields = isApiError(error) ? Object.keys(error.body?.fields ?? {}) : [];
      setProblems({
        ...(fields.includes('carrier') && { carrier: 'invalid' }),
        ...(fields.includes('trackingNumber') && { trackingNumber: 'invalid' }),
      });
      // Shipped or cancelled meanwhile (409): the list shows where it is now.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = shippingProblems(carrier, tracking);
    setProblems(found);
    if (found.carrier) (choice === OTHER ? otherField : carrierField).current?.focus();
    else if (found.trackingNumber) trackingField.current?.focus();
    else save.mutate();
  }

  const problemText = (field: keyof Problems) =>
    problems[field] ? t(`shipments.ship.${field}.${problems[field]}`) : null;
  const fieldProps = (field: keyof Problems) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': `${id}-${field}-hint${problems[field] ? ` ${id}-${field}-problem` : ''}`,
  });

  return (
    <form
      className="admin-form ship-form"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-label={t('shipments.ship.title', { purchaseId: shipment.purchaseId })}
      data-testid="mark-shipped-form"
    >
      <label htmlFor={`${id}-carrier`}>{t('shipments.ship.carrier.label')}</label>
      <select
        id={`${id}-carrier`}
        ref={carrierField}
        className="data-input"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          setProblems((current) => ({ ...current, carrier: undefined }));
        }}
        {...(choice === OTHER ? {} : fieldProps('carrier'))}
      >
        <option value="">{t('shipments.ship.carrier.choose')}</option>
        {CARRIERS.map((known) => (
          <option key={known.name} value={known.name}>
            {known.name}
          </option>
        ))}
        <option value={OTHER}>{t('shipments.ship.carrier.other')}</option>
      </select>
      {choice === OTHER ? (
        <>
          <label htmlFor={`${id}-other`}>{t('shipments.ship.carrier.otherName')}</label>
          <input
            id={`${id}-other`}
            ref={otherField}
            className="data-input"
            value={other}
            maxLength={CARRIER_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setOther(event.target.value);
              setProblems((current) => ({ ...current, carrier: undefined }));
            }}
            {...fieldProps('carrier')}
          />
        </>
      ) : null}
      <p id={`${id}-carrier-hint`} className="admin-muted">
        {t('shipments.ship.carrier.hint')}
      </p>
      {problemText('carrier') ? (
        <p id={`${id}-carrier-problem`} className="ship-form__problem">
          {problemText('carrier')}
        </p>
      ) : null}
      <label htmlFor={`${id}-tracking`}>{t('shipments.ship.trackingNumber.label')}</label>
      <input
        id={`${id}-tracking`}
        ref={trackingField}
        className="data-input"
        value={tracking}
        // Spaces as printed on a label are taken out: room for them on top of the 40 characters.
        maxLength={TRACKING_NUMBER_MAX_LENGTH * 2}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        onChange={(event) => {
          setTracking(event.target.value);
          setProblems((current) => ({ ...current, trackingNumber: undefined }));
        }}
        {...fieldProps('trackingNumber')}
      />
      <p id={`${id}-trackingNumber-hint`} className="admin-muted">
        {t('shipments.ship.trackingNumber.hint')}
      </p>
      {problemText('trackingNumber') ? (
        <p id={`${id}-trackingNumber-problem`} className="ship-form__problem">
          {problemText('trackingNumber')}
        </p>
      ) : null}
      <FormAlert alert={alert} />
      <div className="data-page__actions">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('shipments.ship.submit')}
        </button>
        <button type="button" className="data-button" onClick={onClose} disabled={save.isPending}>
          {t('shipments.ship.cancel')}
        </button>
      </div>
    </form>
  );
}
