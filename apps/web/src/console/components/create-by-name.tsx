import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';

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
      <Field label={label}>
        <input
          className="field__input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={128}
        />
      </Field>
      {mutation.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
