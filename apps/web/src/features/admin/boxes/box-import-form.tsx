import { MAX_BOX_IMPORT } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { boxKeys, importBoxes, readSerialList, serialsOfCsv } from './api';

const LOOK: FieldLook = { field: 'box-import-field', error: 'vpn-admin-problem' };

/** Serials the server named when it refused an import (409 BOX_SERIAL_DUPLICATE), by why. */
interface Refused {
  listedTwice: string[];
  registered: string[];
}

function refusedOf(error: unknown): Refused | null {
  if (!isApiError(error) || error.code !== 'BOX_SERIAL_DUPLICATE') return null;
  const fields = error.body?.fields ?? {};
  return { listedTwice: fields.listedTwice ?? [], registered: fields.registered ?? [] };
}

/**
 * New boxes by serial: pasted, or read from a CSV file (its first column) into the same box. The
 * count and what is wrong show as the admin types; the server imports all of them or none.
 */
export function BoxImportForm() {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const form = useForm<{ serials: string }>({ defaultValues: { serials: '' } });
  const [refused, setRefused] = useState<Refused | null>(null);
  // What is wrong is said as the admin types (the preview), and the import waits until nothing is.
  const read = readSerialList(form.watch('serials'));
  const tooMany = read.serials.length > MAX_BOX_IMPORT;
  const blocked = read.serials.length === 0 || read.invalid.length > 0 || read.repeated.length > 0 || tooMany;

  const save = useMutation({
    mutationFn: (serials: string[]) => importBoxes(serials),
    onSuccess: (answer) => {
      alert.succeed();
      form.reset();
      toast.success(t('boxes.import.done', { count: answer.imported, inStock: answer.inStock }));
      void queryClient.invalidateQueries({ queryKey: boxKeys.all });
    },
    onError: (error) => {
      setRefused(refusedOf(error));
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const serials = serialsOfCsv(await file.text());
    form.setValue('serials', [form.getValues('serials').trim(), ...serials].filter(Boolean).join('\n'));
    setRefused(null);
  }

  const submit = form.handleSubmit(({ serials }) => {
    const list = readSerialList(serials);
    if (blocked || save.isPending) return;
    save.mutate(list.serials);
  });

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="box-import"
    >
      <h2 id={`${id}-title`}>{t('boxes.import.title')}</h2>
      <FieldShell
        id={`${id}-serials`}
        look={LOOK}
        label={t('boxes.import.serials')}
        hint={
          <div aria-live="polite" data-testid="box-import-preview">
            <p>{t('boxes.import.count', { count: read.serials.length })}</p>
            {read.invalid.length > 0 ? (
              <p className="vpn-admin-problem">{t('boxes.import.invalid', { serials: read.invalid.join(', ') })}</p>
            ) : null}
            {read.repeated.length > 0 ? (
              <p className="vpn-admin-problem">{t('boxes.import.repeated', { serials: read.repeated.join(', ') })}</p>
            ) : null}
            {tooMany ? <p className="vpn-admin-problem">{t('boxes.import.tooMany', { max: MAX_BOX_IMPORT })}</p> : null}
          </div>
        }
        invalid={read.invalid.length > 0 || read.repeated.length > 0}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className="data-input"
              rows={6}
              spellCheck={false}
              autoCapitalize="characters"
              {...form.register('serials', { onChange: () => setRefused(null) })}
            />
            <label htmlFor={`${id}-file`}>
              {t('boxes.import.file')}
              <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
            </label>
          </>
        )}
      </FieldShell>
      {refused ? (
        <div className="vpn-admin-problem" data-testid="box-import-refused">
          {refused.registered.length > 0 ? (
            <p>{t('boxes.import.registered', { serials: refused.registered.join(', ') })}</p>
          ) : null}
          {refused.listedTwice.length > 0 ? (
            <p>{t('boxes.import.repeated', { serials: refused.listedTwice.join(', ') })}</p>
          ) : null}
        </div>
      ) : null}
      <FormAlert alert={alert} />
      <div className="data-page__actions">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={blocked || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('boxes.import.submit', { count: read.serials.length })}
        </button>
      </div>
    </form>
  );
}
