import { DISCOUNT_DESCRIPTION_MAX, DISCOUNTABLE_TYPES } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldControl, type FieldLook } from '../../../components/forms/field-shell';
import { rulesResolver, type FieldProblems } from '../../../components/forms/rules-resolver';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { changeDiscountCode, createDiscountCode, discountKeys, type DiscountCode, type NewDiscountCode } from './api';
import { checkDraft, draftOf, emptyDraft, type DiscountDraft, type DraftProblem } from './discount-draft';

const LOOK: FieldLook = { field: 'discounts-field', error: 'discounts-problem' };

type Body = NonNullable<NewDiscountCode>;

/** The draft's field a rule's problem is said at (the server names the amounts by their sent names). */
const DRAFT_FIELD = { percentOff: 'percent', amountOffCents: 'amount' } as const;

/** The server's rules (checkDraft), each problem at its field: a key of admin.json `discounts.problems`. */
function draftProblems(draft: DiscountDraft, usedCount: number): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, problem] of Object.entries(checkDraft(draft, usedCount).problems))
    problems[DRAFT_FIELD[field as keyof typeof DRAFT_FIELD] ?? field] = problem;
  return problems;
}

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
  const usedCount = editing?.usedCount ?? 0;
  const resolver = useMemo(
    () =>
      rulesResolver<DiscountDraft, Body>(
        (draft) => draftProblems(draft, usedCount),
        (draft) => checkDraft(draft, usedCount).body as Body,
      ),
    [usedCount],
  );
  const form = useForm<DiscountDraft, unknown, Body>({
    resolver,
    defaultValues: editing ? draftOf(editing) : emptyDraft(),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const save = useMutation({
    mutationFn: (body: Body) =>
      editing ? changeDiscountCode({ discountCodeId: editing.id, ...body }) : createDiscountCode(body),
    onSuccess: () => {
      alert.succeed();
      toast.success(t(editing ? 'discounts.form.changed' : 'discounts.form.created'));
      void queryClient.invalidateQueries({ queryKey: discountKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'DISCOUNT_CODE_TAKEN')
        form.setError('code', { type: 'server', message: 'taken' });
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  const submit = form.handleSubmit((body) => {
    if (!save.isPending) save.mutate(body);
  });

  const field = (name: keyof DiscountDraft, label: string, control: (props: FieldControl) => ReactNode) => {
    const problem = errors[name]?.message as DraftProblem | 'taken' | undefined;
    return (
      <FieldShell
        key={name}
        id={`${id}-${name}`}
        look={LOOK}
        label={label}
        error={problem ? t(`discounts.problems.${problem}`) : undefined}
      >
        {control}
      </FieldShell>
    );
  };

  return (
    <form
      className="admin-form discounts-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="discount-form"
    >
      <h2 id={`${id}-title`}>
        {editing ? t('discounts.form.editTitle', { code: editing.code }) : t('discounts.form.newTitle')}
      </h2>
      {field('code', t('discounts.form.code'), (control) => (
        <input
          {...control}
          className="data-input"
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="SPRING25"
          {...form.register('code')}
        />
      ))}
      {field('description', t('discounts.form.description'), (control) => (
        <input
          {...control}
          className="data-input"
          maxLength={DISCOUNT_DESCRIPTION_MAX}
          {...form.register('description')}
        />
      ))}
      <fieldset className="discounts-kind">
        <legend>{t('discounts.form.kind')}</legend>
        {(['percent', 'amount'] as const).map((choice) => (
          <label key={choice} htmlFor={`${id}-kind-${choice}`}>
            <input
              id={`${id}-kind-${choice}`}
              type="radio"
              value={choice}
              // The rules of the amounts and the currency depend on the kind.
              {...form.register('kind', { deps: ['percent', 'amount', 'currency'] })}
            />
            {t(`discounts.form.${choice}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'percent'
        ? field('percent', t('discounts.form.percentOff'), (control) => (
            <input
              {...control}
              className="data-input"
              inputMode="numeric"
              maxLength={3}
              placeholder="20"
              {...form.register('percent')}
            />
          ))
        : [
            field('amount', t('discounts.form.amountOff'), (control) => (
              <input
                {...control}
                className="data-input"
                inputMode="decimal"
                maxLength={14}
                placeholder="5.00"
                {...form.register('amount', { deps: ['currency'] })}
              />
            )),
            field('currency', t('discounts.form.currency'), (control) => (
              <input
                {...control}
                className="data-input"
                maxLength={3}
                autoCapitalize="characters"
                {...form.register('currency')}
              />
            )),
          ]}
      <fieldset className="discounts-types">
        <legend>{t('discounts.form.productTypes')}</legend>
        <p className="admin-muted">{t('discounts.form.productTypesHint')}</p>
        {DISCOUNTABLE_TYPES.map((type) => (
          <label key={type} htmlFor={`${id}-type-${type}`}>
            <input id={`${id}-type-${type}`} type="checkbox" value={type} {...form.register('productTypes')} />
            {t(`catalogue.types.${type}`)}
          </label>
        ))}
      </fieldset>
      {(['startsAt', 'endsAt'] as const).map((name) =>
        field(name, t(`discounts.form.${name}`), (control) => (
          <input
            {...control}
            className="data-input"
            type="datetime-local"
            // The end is refused when it is not after the start.
            {...form.register(name, { deps: name === 'startsAt' ? ['endsAt'] : undefined })}
          />
        )),
      )}
      {(['maxUses', 'maxItems'] as const).map((name) =>
        field(name, t(`discounts.form.${name}`), (control) => (
          <input
            {...control}
            className="data-input"
            inputMode="numeric"
            maxLength={7}
            placeholder={t('discounts.form.unlimited')}
            {...form.register(name)}
          />
        )),
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
