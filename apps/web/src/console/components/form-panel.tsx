import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormPanelProps {
  title: string;
  /** 2 on a screen, 3 inside a detail whose title is the h2. */
  level?: 2 | 3;
  submitLabel: string;
  /** Under way: the submit button waits. */
  isPending: boolean;
  /** A failure the fields do not say themselves ("Something went wrong"). */
  isFailed?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A titled form in a panel: its fields, a general failure if any, and the submit button. */
export function FormPanel({
  title,
  level = 2,
  submitLabel,
  isPending,
  isFailed,
  onSubmit,
  children,
}: FormPanelProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // noValidate: a form's problems are said by its own checks and the server's codes, in the console's
    // language, next to each field, not by the browser's bubble.
    <form
      className="form panel"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Heading className="panel__title" id={titleId}>
        {title}
      </Heading>
      {children}
      {isFailed ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
