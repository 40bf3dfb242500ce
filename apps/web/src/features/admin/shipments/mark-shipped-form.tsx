import {
  CARRIER_MAX_LENGTH,
  CARRIERS,
  TRACKING_NUMBER_MAX_LENGTH,
  normalizeCarrier,
  normalizeTrackingNumber,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { rulesResolver } from '../../../components/forms/rules-resolver';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { markShipped, shipmentKeys, shippingProblems, type AdminShipment } from './api';

/** The select's value for a carrier the list does not have: its name is typed in. */
const OTHER = 'other';

const LOOK: FieldLook = { field: 'ship-form__field', hint: 'admin-muted', error: 'ship-form__problem' };

interface ShipValues {
  /** A carrier of the list, OTHER, or none yet. */
  choice: string;
  /** The carrier's name when `choice` is OTHER. */
  other: string;
  tracking: string;
}

type Problem = 'required' | 'invalid';

const carrierOf = (values: ShipValues) => (values.choice === OTHER ? values.other : values.choice);

/** The server's rules (MarkShippedDto), the carrier's problem said at the control it was given in. */
const resolver = rulesResolver<ShipValues, { carrier: string; trackingNumber: string }>(
  (values) => {
    const found = shippingProblems(carrierOf(values), values.tracking);
    return { [values.choice === OTHER ? 'other' : 'choice']: found.carrier, tracking: found.trackingNumber };
  },
  (values) => ({
    carrier: normalizeCarrier(carrierOf(values)),
    trackingNumber: normalizeTrackingNumber(values.tracking),
  }),
);

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
  // A problem is said once the form is sent, and goes when its field is edited (not checked again while typing).
  const form = useForm<ShipValues, unknown, { carrier: string; trackingNumber: string }>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { choice: '', other: '', tracking: '' },
  });
  const { errors } = form.formState;
  const choice = form.watch('choice');

  const save = useMutation({
    mutationFn: (body: { carrier: string; trackingNumber: string }) =>
      markShipped({ shipmentId: shipment.id, ...body }),
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
      if (fields.includes('carrier'))
        form.setError(form.getValues('choice') === OTHER ? 'other' : 'choice', { type: 'server', message: 'invalid' });
      if (fields.includes('trackingNumber')) form.setError('tracking', { type: 'server', message: 'invalid' });
      // Shipped or cancelled meanwhile (409): the list shows where it is now.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });

  // The first refused field takes the focus (react-hook-form's shouldFocusError).
  const submit = form.handleSubmit((body) => {
    if (!save.isPending) save.mutate(body);
  });

  const problemText = (name: keyof ShipValues, field: 'carrier' | 'trackingNumber') => {
    const problem = errors[name]?.message as Problem | undefined;
    return problem ? t(`shipments.ship.${field}.${problem}`) : undefined;
  };

  return (
    <form
      className="admin-form ship-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      aria-label={t('shipments.ship.title', { purchaseId: shipment.purchaseId })}
      data-testid="mark-shipped-form"
    >
      <FieldShell
        id={`${id}-carrier`}
        look={LOOK}
        label={t('shipments.ship.carrier.label')}
        // With another carrier, its name's field below carries the hint and the problem.
        hint={choice === OTHER ? undefined : t('shipments.ship.carrier.hint')}
        error={problemText('choice', 'carrier')}
      >
        {(control) => (
          <select
            {...control}
            className="data-input"
            {...form.register('choice', { onChange: () => form.clearErrors(['choice', 'other']) })}
          >
            <option value="">{t('shipments.ship.carrier.choose')}</option>
            {CARRIERS.map((known) => (
              <option key={known.name} value={known.name}>
                {known.name}
              </option>
            ))}
            <option value={OTHER}>{t('shipments.ship.carrier.other')}</option>
          </select>
        )}
      </FieldShell>
      {choice === OTHER ? (
        <FieldShell
          id={`${id}-other`}
          look={LOOK}
          label={t('shipments.ship.carrier.otherName')}
          hint={t('shipments.ship.carrier.hint')}
          error={problemText('other', 'carrier')}
        >
          {(control) => (
            <input
              {...control}
              className="data-input"
              maxLength={CARRIER_MAX_LENGTH}
              autoComplete="off"
              {...form.register('other', { onChange: () => form.clearErrors('other') })}
            />
          )}
        </FieldShell>
      ) : null}
      <FieldShell
        id={`${id}-tracking`}
        look={LOOK}
        label={t('shipments.ship.trackingNumber.label')}
        hint={t('shipments.ship.trackingNumber.hint')}
        error={problemText('tracking', 'trackingNumber')}
      >
        {(control) => (
          <input
            {...control}
            className="data-input"
            // Spaces as printed on a label are taken out: room for them on top of the 40 characters.
            maxLength={TRACKING_NUMBER_MAX_LENGTH * 2}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            {...form.register('tracking', { onChange: () => form.clearErrors('tracking') })}
          />
        )}
      </FieldShell>
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
