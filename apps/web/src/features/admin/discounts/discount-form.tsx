import { DISCOUNT_DESCRIPTION_MAX, DISCOUNTABLE_TYPES } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { changeDiscountCode, createDiscountCode, discountKeys, type DiscountCode } from './api';
import { checkDraft, draftOf, emptyDraft, type DiscountDraft, type DiscountField } from './discount-draft';

interface DiscountFormProps {
  /** The code changed; none: a new code. */
  editing?: DiscountCode;
  onDone: () => void;
}

/**
 * A new code, or a change of one: validated as the server validates (each refused value says why
 * next to its field once the admin tries to save), sent whole.
 */
export function DiscountForm({ editing, onDone }: DiscountFormProps) {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DiscountDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [tried, setTried] = useState(false);
  const [taken, setTaken] = useState(false);
  const checked = checkDraft(draft, editing?.usedCount ?? 0);
  const problems = tried ? checked.problems : {};
  const edit = (change: Partial<DiscountDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (change.code !== undefined) setTaken(false);
  };

  const save = useMutation({
    mutationFn: (body: NonNullable<typeof checked.body>) =>
      editing ? changeDiscountCode({ discountCodeId: editing.id, ...body }) : createDiscountCode(body),
    onSuccess: () => {
      alert.succeed();
      toast.success(t(editing ? 'discounts.form.changed' : 'discounts.form.created'));
      void queryClient.invalidateQueries({ queryKey: discountKeys.all });
      onDone();
    },
    onError: (error) => {
      setTaken(isApiError(error) && error.code === 'DISCOUNT_CODE_TAKEN');
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!checked.body || save.isPending) return;
    save.mutate(checked.body);
  }

  const problemOf = (field: DiscountField) =>
    field === 'code' && taken
      ? t('discounts.problems.taken')
      : problems[field]
        ? t(`discounts.problems.${problems[field]}`)
        : null;
  const marks = (field: DiscountField) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};
  // Called as a function, not rendered as a component: a component made here anew on each render
  // would remount its input at every keystroke and lose the focus.
  const Field = ({ field, label, children }: { field: DiscountField; label: string; children: ReactNode }) => (
    <div key={field} className="discounts-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {children}
      {problemOf(field) ? (
        <span id={`${id}-${field}-problem`} className="discounts-problem">
          {problemOf(field)}
        </span>
      ) : null}
    </div>
  );

  return (
    <form
      className="admin-form discounts-form"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="discount-form"
    >
      <h2 id={`${id}-title`}>
        {editing ? t('discounts.form.editTitle', { code: editing.code }) : t('discounts.form.newTitle')}
      </h2>
      {Field({
        field: 'code',
        label: t('discounts.form.code'),
        children: (
          <input
            id={`${id}-code`}
            className="data-input"
            value={draft.code}
            maxLength={40}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="SPRING25"
            onChange={(e) => edit({ code: e.target.value })}
            {...marks('code')}
          />
        ),
      })}
      <div className="discounts-field">
        <label htmlFor={`${id}-description`}>{t('discounts.form.description')}</label>
        <input
          id={`${id}-description`}
          className="data-input"
          value={draft.description}
          maxLength={DISCOUNT_DESCRIPTION_MAX}
          onChange={(e) => edit({ description: e.target.value })}
        />
      </div>
      <fieldset className="discounts-kind">
        <legend>{t('discounts.form.kind')}</legend>
        {(['percent', 'amount'] as const).map((kind) => (
          <label key={kind} htmlFor={`${id}-kind-${kind}`}>
            <input
              id={`${id}-kind-${kind}`}
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => edit({ kind })}
            />
            {t(`discounts.form.${kind}`)}
          </label>
        ))}
      </fieldset>
      {draft.kind === 'percent'
        ? Field({
            field: 'percentOff',
            label: t('discounts.form.percentOff'),
            children: (
              <input
                id={`${id}-percentOff`}
                className="data-input"
                inputMode="numeric"
                value={draft.percent}
                maxLength={3}
                placeholder="20"
                onChange={(e) => edit({ percent: e.target.value })}
                {...marks('percentOff')}
              />
            ),
          })
        : [
            Field({
              field: 'amountOffCents',
              label: t('discounts.form.amountOff'),
              children: (
                <input
                  id={`${id}-amountOffCents`}
                  className="data-input"
                  inputMode="decimal"
                  value={draft.amount}
                  maxLength={14}
                  placeholder="5.00"
                  onChange={(e) => edit({ amount: e.target.value })}
                  {...marks('amountOffCents')}
                />
              ),
            }),
            Field({
              field: 'currency',
              label: t('discounts.form.currency'),
              children: (
                <input
                  id={`${id}-currency`}
                  className="data-input"
                  value={draft.currency}
                  maxLength={3}
                  autoCapitalize="characters"
                  onChange={(e) => edit({ currency: e.target.value })}
                  {...marks('currency')}
                />
              ),
            }),
          ]}
      <fieldset className="discounts-types">
        <legend>{t('discounts.form.productTypes')}</legend>
        <p className="admin-muted">{t('discounts.form.productTypesHint')}</p>
        {DISCOUNTABLE_TYPES.map((type) => (
          <label key={type} htmlFor={`${id}-type-${type}`}>
            <input
              id={`${id}-type-${type}`}
              type="checkbox"
              checked={draft.productTypes.includes(type)}
              onChange={(e) =>
                edit({
                  productTypes: e.target.checked
                    ? [...draft.productTypes, type]
                    : draft.productTypes.filter((chosen) => chosen !== type),
                })
              }
            />
            {t(`catalogue.types.${type}`)}
          </label>
        ))}
      </fieldset>
      {(['startsAt', 'endsAt'] as const).map((field) =>
        Field({
          field,
          label: t(`discounts.form.${field}`),
          children: (
            <input
              id={`${id}-${field}`}
              className="data-input"
              type="datetime-local"
              value={draft[field]}
              onChange={(e) => edit({ [field]: e.target.value })}
              {...marks(field)}
            />
          ),
        }),
      )}
      {(['maxUses', 'maxItems'] as const).map((field) =>
        Field({
          field,
          label: t(`discounts.form.${field}`),
          children: (
            <input
              id={`${id}-${field}`}
              className="data-input"
              inputMode="numeric"
              value={draft[field]}
              maxLength={7}
              placeholder={t('discounts.form.unlimited')}
              onChange={(e) => edit({ [field]: e.target.value })}
              {...marks(field)}
            />
          ),
        }),
      )}
      <FormAlert alert={alert} />
      <div className="data-page__actions">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t(editing ? 'discounts.form.saveChange' : 'discounts.form.create')}
        </button>
        <button type="button" className="data-button" onClick={onDone} disabled={save.isPending}>
          {t('discounts.form.cancel')}
        </button>
      </div>
    </form>
  );
}
