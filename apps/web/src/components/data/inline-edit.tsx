import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, ShownFailure, alertedField, useFormAlert } from './call-failure';
import './data.css';

interface InlineEditProps {
  /** The saved text; null or empty shows `placeholder`. */
  value: string | null;
  /** What the text is ("Description"): labels the input and names the buttons ("Edit description"). */
  label: string;
  /** Shown (muted) when there is no value. */
  placeholder?: string;
  maxLength?: number;
  /**
   * Saves the trimmed text; reject to stay in edit mode. The caller says why (a toast); rejecting
   * with a ShownFailure has it said next to the input as well.
   */
  onSave: (next: string) => Promise<unknown>;
}

/** A text with an Edit button that turns into an input with Save and Cancel (Enter saves, Escape cancels). */
export function InlineEdit({ value, label, placeholder, maxLength, onSave }: InlineEditProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const alert = useFormAlert();
  // After saving or cancelling the focus returns to the Edit button, not to the top of the page.
  const refocus = useRef(false);

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function start() {
    setDraft(value ?? '');
    setEditing(true);
  }

  function stop() {
    alert.clear();
    refocus.current = true;
    setEditing(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const next = draft.trim();
    if (next === (value ?? '').trim()) return stop();
    setPending(true);
    try {
      await onSave(next);
      alert.succeed();
      stop();
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      stop();
    }
  }

  if (!editing) {
    return (
      <span className="data-inline">
        <span className={value ? 'data-inline__text' : 'data-inline__text data-inline__text--empty'}>
          {value || placeholder}
        </span>
        <button
          ref={editButton}
          type="button"
          className="data-button data-button--small"
          onClick={start}
          aria-label={t('data.editLabel', { label })}
        >
          {t('data.edit')}
        </button>
      </span>
    );
  }

  return (
    <form className="data-inline data-inline--editing" onSubmit={(event) => void save(event)} onInput={alert.clear}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="data-input"
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={pending}
        {...alertedField(alert)}
      />
      <button
        type="submit"
        className="data-button data-button--small data-button--primary"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={t('data.saveLabel', { label })}
      >
        {t('data.save')}
      </button>
      <button type="button" className="data-button data-button--small" onClick={stop} disabled={pending}>
        {t('data.cancel')}
      </button>
      <FormAlert alert={alert} />
    </form>
  );
}
