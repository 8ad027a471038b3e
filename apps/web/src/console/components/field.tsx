import type { ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The control: an input, select or textarea with className "field__input". */
  children: ReactNode;
  /** The server's message for this field; marks the field invalid. */
  error?: string | undefined;
  /** The error's id, for a control that points at it with aria-describedby. */
  errorId?: string;
  hint?: string;
  className?: string;
}

/** A labelled form control: the label, the control, then its hint or error (the console's one field row). */
export function Field({ label, children, error, errorId, hint, className }: FieldProps) {
  const classes = ['field', className, error ? 'field--invalid' : null].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <span className="field__label">{label}</span>
      {children}
      {hint ? <span className="field__hint">{hint}</span> : null}
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
