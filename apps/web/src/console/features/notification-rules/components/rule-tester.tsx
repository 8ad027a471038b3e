import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#console/components/field.tsx';
import { FormPanel } from '#console/components/form-panel.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { fieldErrors } from '#console/lib/http.ts';
import { useTestRule } from '../api/rules.ts';
import { ParsedResult } from './parsed-result.tsx';

/**
 * Paste a sender and a message as a trader's phone got them: see what the saved rules read from it
 * (or that none does, which is how a new bank format shows up). Nothing is stored.
 */
export function RuleTester() {
  const { t } = useTranslation('console');
  const test = useTestRule();
  const [from, setFrom] = useState('');
  const [text, setText] = useState('');
  const fields = fieldErrors(test.error);
  return (
    <>
      <FormPanel
        title={t('rules.test_title')}
        submitLabel={test.isPending ? t('actions.working') : t('rules.test')}
        isPending={test.isPending}
        isFailed={test.isError && !fields.from && !fields.text}
        onSubmit={() => test.mutate({ from: from.trim(), text: text.trim() })}
      >
        <p className="field__hint">{t('rules.test_body')}</p>
        <TextField
          label={t('rules.from')}
          hint={t('rules.from_hint')}
          value={from}
          onChange={setFrom}
          error={fields.from}
          required
          maxLength={64}
        />
        <MessageField value={text} onChange={setText} error={fields.text} />
      </FormPanel>
      {/* Under the button that asked for it, where the eye goes next. */}
      {test.data ? <ParsedResult result={test.data} isDraft={false} /> : null}
    </>
  );
}

/** The message's text, as the phone got it (several lines allowed). */
export function MessageField({
  value,
  onChange,
  error,
  required = true,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <Field label={t('rules.text')} error={error}>
      <textarea
        className="field__input"
        rows={3}
        value={value}
        required={required}
        maxLength={2000}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
