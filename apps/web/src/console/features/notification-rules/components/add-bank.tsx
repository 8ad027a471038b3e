import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { fieldErrors } from '#console/lib/http.ts';
import { useSaveBank } from '../api/rules.ts';

/** A bank the catalogue lacks, added from the rule being taught: its code (a-z, 0-9, _ or -) and name. */
export function AddBank({ onAdded }: { onAdded: (code: string) => void }) {
  const { t } = useTranslation('console');
  const save = useSaveBank();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const fields = fieldErrors(save.error);
  if (!open)
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t('teach.add_bank')}
      </button>
    );
  return (
    <div className="panel" role="group" aria-label={t('teach.add_bank')}>
      <TextField
        label={t('teach.bank_code')}
        hint={t('teach.bank_code_hint')}
        value={code}
        onChange={setCode}
        error={fields.code}
        maxLength={64}
      />
      <TextField
        label={t('teach.bank_name')}
        value={name}
        onChange={setName}
        error={fields.name}
        maxLength={128}
      />
      <div className="actions">
        <button
          type="button"
          className="btn"
          disabled={save.isPending || code.trim() === '' || name.trim() === ''}
          onClick={() =>
            save.mutate(
              { code: code.trim().toLowerCase(), name: name.trim() },
              {
                onSuccess: (bank) => {
                  notify(t('teach.bank_added', { name: bank.name }));
                  onAdded(bank.code);
                  setOpen(false);
                },
              },
            )
          }
        >
          {t('teach.add_bank_save')}
        </button>
      </div>
      {save.isError && !fields.code && !fields.name ? (
        <p className="alert alert--danger">{t('errors.action_failed')}</p>
      ) : null}
    </div>
  );
}
