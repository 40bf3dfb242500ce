import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert, type ShownError } from '../../../components/data/call-failure';
import type { PlaylistFields } from '../api';
import {
  checkPlaylist,
  PLAYLIST_NAME_MAX_LENGTH,
  PLAYLIST_URL_MAX_LENGTH,
  type PlaylistDraft,
  type PlaylistField,
  type PlaylistProblem,
} from '../player-rules';

/** A field the server refused for a reason the form did not foresee. */
type FieldProblem = PlaylistProblem | 'rejected';

/** A refused save: what was said (toast and the form's line) and the field names the server named. */
export interface PlaylistRefusal extends ShownError {
  fields: readonly string[];
}

interface PlaylistFormProps {
  /** The playlist being edited; a new one otherwise. */
  initial?: PlaylistFields;
  submitLabel: string;
  /** Sends the checked fields; answers the refusal when the server refused them. */
  onSubmit: (fields: PlaylistFields) => Promise<PlaylistRefusal | undefined>;
  onCancel: () => void;
}

const FIELDS: readonly PlaylistField[] = ['name', 'url', 'epgUrl'];

/** Name, list address and optional guide address, checked as the server will before sending. */
export function PlaylistForm({ initial, submitLabel, onSubmit, onCancel }: PlaylistFormProps) {
  const { t } = useTranslation('player');
  const { t: tc } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<PlaylistDraft>({
    name: initial?.name ?? '',
    url: initial?.url ?? '',
    epgUrl: initial?.epgUrl ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<PlaylistField, FieldProblem>>>({});
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<PlaylistField, HTMLInputElement | null>>>({});
  const alert = useFormAlert();

  function showProblems(found: Partial<Record<PlaylistField, FieldProblem>>) {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const check = checkPlaylist(draft);
    if (!check.ok) {
      alert.clear();
      return showProblems(check.problems);
    }
    setProblems({});
    setPending(true);
    try {
      const refused = await onSubmit(check.fields);
      if (!refused) return alert.succeed();
      alert.show(refused);
      const known = refused.fields.filter((field): field is PlaylistField =>
        (FIELDS as readonly string[]).includes(field),
      );
      if (known.length > 0) showProblems(Object.fromEntries(known.map((field) => [field, 'rejected'])));
    } finally {
      setPending(false);
    }
  }

  function field(
    name: PlaylistField,
    label: string,
    options: { hint?: string; maxLength: number; type: 'text' | 'url'; optional?: boolean },
  ) {
    const inputId = `${id}-${name}`;
    const problem = problems[name];
    const describedBy =
      [options.hint ? `${inputId}-hint` : '', problem ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={problem ? 'player-field player-field--invalid' : 'player-field'}>
        <label htmlFor={inputId}>
          {label}
          {options.optional ? <span className="player-optional"> {t('playlists.optional')}</span> : null}
        </label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          name={name}
          type={options.type}
          inputMode={options.type === 'url' ? 'url' : undefined}
          dir={options.type === 'url' ? 'ltr' : undefined}
          className="data-input"
          autoComplete="off"
          spellCheck={options.type === 'url' ? false : undefined}
          value={draft[name]}
          maxLength={options.maxLength}
          required={!options.optional}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          readOnly={pending}
          onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        />
        {options.hint ? (
          <p id={`${inputId}-hint`} className="player-hint">
            {options.hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${inputId}-error`} className="player-error">
            {t(`playlists.errors.${problem}`, {
              max: name === 'name' ? PLAYLIST_NAME_MAX_LENGTH : PLAYLIST_URL_MAX_LENGTH,
            })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      className="player-form"
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      noValidate
      data-testid="playlist-form"
    >
      {field('name', t('playlists.name'), { maxLength: PLAYLIST_NAME_MAX_LENGTH, type: 'text' })}
      {/* One character over the limit is let through so the rule's message can be shown. */}
      {field('url', t('playlists.url'), {
        hint: t('playlists.urlHint'),
        maxLength: PLAYLIST_URL_MAX_LENGTH + 1,
        type: 'url',
      })}
      {field('epgUrl', t('playlists.epgUrl'), {
        hint: t('playlists.epgUrlHint'),
        maxLength: PLAYLIST_URL_MAX_LENGTH + 1,
        type: 'url',
        optional: true,
      })}
      <FormAlert alert={alert} />
      <div className="player-actions">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? t('playlists.saving') : submitLabel}
        </button>
        <button type="button" className="data-button" onClick={onCancel} disabled={pending}>
          {tc('data.cancel')}
        </button>
      </div>
    </form>
  );
}
