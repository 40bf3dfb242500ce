import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RELATED_KINDS, relatedItemsQueryOptions, type RelatedKind } from '../api';
import { useDateTime } from './use-support-format';

export interface RelatedChoice {
  kind: RelatedKind | '';
  id: string;
}

/** What the ticket is about (optional): a kind, then one of my things of that kind. */
export function RelatedPicker({ value, onChange }: { value: RelatedChoice; onChange: (next: RelatedChoice) => void }) {
  const { t } = useTranslation('support');
  return (
    <>
      <label>
        {t('form.related')}
        <select
          value={value.kind}
          onChange={(event) => onChange({ kind: event.target.value as RelatedKind | '', id: '' })}
        >
          <option value="">{t('form.relatedNone')}</option>
          {RELATED_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`form.relatedKinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {value.kind ? <RelatedItems kind={value.kind} id={value.id} onPick={(id) => onChange({ ...value, id })} /> : null}
    </>
  );
}

function RelatedItems({ kind, id, onPick }: { kind: RelatedKind; id: string; onPick: (id: string) => void }) {
  const { t } = useTranslation('support');
  const dateTime = useDateTime();
  const items = useQuery(relatedItemsQueryOptions(kind));
  if (items.isPending) return <p className="support-muted">{t('form.relatedLoading')}</p>;
  if (items.isError) return <p className="support-field-error">{t('form.relatedFailed')}</p>;
  if (items.data.length === 0) return <p className="support-muted">{t('form.relatedEmpty')}</p>;
  return (
    <label>
      {t(`form.relatedWhich.${kind}`)}
      <select value={id} onChange={(event) => onPick(event.target.value)}>
        <option value="">{t('form.relatedPick')}</option>
        {items.data.map((item) => (
          <option key={item.id} value={item.id}>
            {item.date ? `${item.label} (${dateTime(item.date)})` : item.label}
          </option>
        ))}
      </select>
    </label>
  );
}
