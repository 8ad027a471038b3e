import { ZCreateTraderRequest } from '@payorder/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors, useFormCheck } from '../lib/use-form-check.ts';
import { TextField } from './text-field.tsx';

interface CreateByNameProps {
  label: string;
  submitLabel: string;
  /** The create call: its refusal's codes are shown next to the name. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** Creates it; `done` empties the field. */
  onCreate: (name: string, done: () => void) => void;
}

/**
 * A one-field form that creates something by its name (a shop, a trader): the name is checked before
 * sending as the contract checks it (a shop's and a trader's name alike: 1–128 characters).
 */
export function CreateByName({ label, submitLabel, mutation, onCreate }: CreateByNameProps) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const form = useFormCheck(mutation.error);
  const error = form.errorOf('name');
  return (
    <form
      className="form panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check(schemaErrors(ZCreateTraderRequest, { name })))
          onCreate(name.trim(), () => setName(''));
      }}
    >
      <TextField label={label} value={name} onChange={setName} error={error} required maxLength={128} />
      {mutation.isError && !error ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
