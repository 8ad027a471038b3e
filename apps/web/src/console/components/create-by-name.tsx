import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

interface CreateByNameProps {
  label: string;
  submitLabel: string;
  mutation: { isPending: boolean; isError: boolean };
  /** Creates it; `done` empties the field. */
  onCreate: (name: string, done: () => void) => void;
}

/** A one-field form that creates something by its name (a shop, a trader). */
export function CreateByName({ label, submitLabel, mutation, onCreate }: CreateByNameProps) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  return (
    <form
      className="form panel"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate(name.trim(), () => setName(''));
      }}
    >
      <TextField label={label} value={name} onChange={setName} required maxLength={128} />
      {mutation.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
