import type { ReactNode } from 'react';

/** The class names of a field's parts: each area keeps its own look (account-field, discounts-field...). */
export interface FieldLook {
  field: string;
  /** Added to `field` while the field is refused. */
  invalid?: string;
  hint?: string;
  error: string;
}

/** What the control itself carries: its id, and its refusal and notes for screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Refused with no text here (the form's alert says why), besides when `error` is given. */
  invalid?: boolean;
  look: FieldLook;
  /** More classes of the field (its place in a form's grid). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A form's field: label, control, hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function FieldShell({ id, label, hint, error, invalid, look, className, children }: FieldShellProps) {
  const refused = Boolean(error) || Boolean(invalid);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const classes = [look.field, refused ? look.invalid : undefined, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': refused ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        // A div: a hint may be several lines (the box import's live count and problems).
        <div id={`${id}-hint`} className={look.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
