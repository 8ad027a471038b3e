import {
  EXAMPLE_MARK_FIELDS,
  patternFromExample,
  type ExampleMark,
  type ExampleMarkField,
  type ExampleProblem,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#console/components/field.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { fieldErrors } from '#console/lib/http.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { useCreateRule, useTestRule } from '../api/rules.ts';
import { AddBank } from './add-bank.tsx';
import { ParsedResult } from './parsed-result.tsx';

/** A new bank format taught from one message: the sender and text it starts from (a message no rule read). */
export interface Example {
  from: string;
  text: string;
}

/**
 * Teach a rule by example (issue 36): the operator pastes a bank's message (or starts from one no rule
 * read), selects the amount, the card digits, the payer (the currency, a reference) in the text and marks
 * each; the console writes the pattern (the contract's patternFromExample), tests it on the server on that
 * very message and shows what it read, then saves it as the bank's credit rule. The pattern stays
 * editable for experts. A bank missing from the catalogue is added from here.
 */
export function TeachByExample({ example, onClose }: { example: Example; onClose: () => void }) {
  const { t } = useTranslation('console');
  const textId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [from, setFrom] = useState(example.from);
  const [text, setText] = useState(example.text);
  const [marks, setMarks] = useState<ExampleMark[]>([]);
  const [expert, setExpert] = useState<string | null>(null);
  const [bank, setBank] = useState('');
  const [currency, setCurrency] = useState('');
  const banks = useQuery(banksQuery);
  const test = useTestRule();
  const create = useCreateRule();
  const written = patternFromExample(text, marks);
  const pattern = expert ?? ('pattern' in written ? written.pattern : '');
  const fields = fieldErrors(create.error ?? test.error);
  const draft = { kind: 'credit' as const, pattern, currency: currency.trim().toUpperCase() || null };

  const mark = (field: ExampleMarkField) => {
    const { selectionStart = 0, selectionEnd = 0 } = area.current ?? {};
    if (selectionEnd <= selectionStart) return notify(t('teach.select_first'));
    setMarks((all) => [
      ...all.filter((one) => one.field !== field),
      { field, start: selectionStart, end: selectionEnd },
    ]);
    setExpert(null);
    test.reset();
  };

  return (
    <section className="panel" aria-labelledby={`${textId}-title`}>
      <h2 className="panel__title" id={`${textId}-title`}>
        {t('teach.title')}
      </h2>
      <p className="field__hint">{t('teach.intro')}</p>
      <TextField
        label={t('rules.from')}
        hint={t('rules.from_hint')}
        value={from}
        onChange={setFrom}
        required
        maxLength={64}
      />
      <Field label={t('rules.text')} hint={t('teach.text_hint')}>
        <textarea
          ref={area}
          data-testid="teach-text"
          className="field__input"
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMarks([]);
            setExpert(null);
          }}
        />
      </Field>
      <div className="actions" role="group" aria-label={t('teach.mark_group')}>
        {EXAMPLE_MARK_FIELDS.map((field) => (
          <button key={field} type="button" className="btn btn--small" onClick={() => mark(field)}>
            {t(`teach.mark.${field}`)}
          </button>
        ))}
      </div>
      <MarkList
        text={text}
        marks={marks}
        problem={'problem' in written && expert === null ? written.problem : null}
        onUnmark={(field) => setMarks((all) => all.filter((other) => other.field !== field))}
      />
      <Field
        label={t('teach.pattern')}
        hint={t('teach.pattern_hint')}
        error={fields['rule.pattern'] ?? fields.pattern}
      >
        <textarea
          className="field__input field__input--code"
          rows={3}
          value={pattern}
          data-testid="teach-pattern"
          onChange={(event) => setExpert(event.target.value)}
        />
      </Field>
      <TeachSave
        {...{
          bank,
          setBank,
          currency,
          setCurrency,
          banks: banks.data ?? [],
          from,
          text,
          pattern,
          draft,
          test,
          create,
          onClose,
        }}
      />
    </section>
  );
}

/** The parts marked so far, each with its text and an Unmark button. */
function MarkList(props: {
  text: string;
  marks: ExampleMark[];
  /** Why no pattern can be written yet, if so. */
  problem: ExampleProblem | null;
  onUnmark: (field: ExampleMarkField) => void;
}) {
  const { t } = useTranslation('console');
  const { text, marks, problem, onUnmark } = props;
  return (
    <>
      <ul className="rows" data-testid="teach-marks">
        {marks.map((one) => (
          <li className="rows__item" key={one.field}>
            <span>
              <span className="rows__main">{t(`rules.${one.field}`)}</span>{' '}
              <code>{text.slice(one.start, one.end)}</code>
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={`${t('teach.unmark')}: ${t(`rules.${one.field}`)}`}
              onClick={() => onUnmark(one.field)}
            >
              {t('teach.unmark')}
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="field__hint" role="status">
          {t(`teach.problem.${problem}`)}
        </p>
      ) : null}
    </>
  );
}

interface TeachSaveProps {
  bank: string;
  setBank: (bank: string) => void;
  currency: string;
  setCurrency: (currency: string) => void;
  banks: { code: string; name: string }[];
  from: string;
  text: string;
  pattern: string;
  draft: { kind: 'credit'; pattern: string; currency: string | null };
  test: ReturnType<typeof useTestRule>;
  create: ReturnType<typeof useCreateRule>;
  onClose: () => void;
}

/** The bank (or a new one), the currency when none is marked, then Test on this message and Save. */
function TeachSave(props: TeachSaveProps) {
  const { t } = useTranslation('console');
  const { bank, banks, from, text, pattern, draft, test, create } = props;
  const fields = fieldErrors(create.error);
  const ready = pattern !== '' && from.trim() !== '' && text.trim() !== '';
  return (
    <>
      <SelectField
        label={t('rules.bank')}
        value={bank}
        onChange={props.setBank}
        error={fields.bank}
        options={[
          { value: '', label: t('rules.pick_bank') },
          ...banks.map((entry) => ({ value: entry.code, label: bankName(t, entry.code, banks) })),
        ]}
      />
      <AddBank onAdded={props.setBank} />
      <TextField
        label={t('rules.fixed_currency')}
        hint={t('teach.currency_hint')}
        value={props.currency}
        onChange={props.setCurrency}
        error={fields.currency}
        maxLength={3}
      />
      <div className="actions">
        <button
          type="button"
          className="btn"
          disabled={!ready || test.isPending}
          onClick={() =>
            test.mutate({
              from: from.trim(),
              text: text.trim(),
              rule: { ...draft, ...(bank ? { bank } : {}) },
            })
          }
        >
          {t('teach.test')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!ready || bank === '' || create.isPending}
          onClick={() =>
            create.mutate(
              {
                bank,
                name: t('teach.rule_name', { from: from.trim() }),
                senders: [from.trim()],
                ...draft,
                priority: 100,
                enabled: true,
              },
              {
                onSuccess: () => {
                  notify(t('rules.saved'));
                  props.onClose();
                },
              },
            )
          }
        >
          {t('teach.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onClose}>
          {t('actions.back')}
        </button>
      </div>
      {test.data ? <ParsedResult result={test.data} isDraft /> : null}
      {test.isError || (create.isError && !fields.bank && !fields.currency && !fields.pattern) ? (
        <p className="alert alert--danger">{t('rules.try_failed')}</p>
      ) : null}
    </>
  );
}
