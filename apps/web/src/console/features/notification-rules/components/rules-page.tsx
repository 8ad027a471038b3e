import type { NotificationRule } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { RemoveDialog } from '#console/components/remove-dialog.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { rulesQuery, useCreateRule, useDeleteRule, usePatchRule } from '../api/rules.ts';
import { RuleForm } from './rule-form.tsx';
import { RuleTester } from './rule-tester.tsx';
import { TeachByExample, type Example } from './teach-by-example.tsx';
import { UnreadMessages } from './unread-messages.tsx';

/**
 * The rules that read bank notifications, per bank (data, not code: a change works at once, no
 * deploy): a tester for any message, the messages no rule read (each the start of a rule taught by
 * example), the list with each rule's senders and pattern, add, edit, disable and delete.
 */
export function RulesPage() {
  const { t } = useTranslation('console');
  const [bank, setBank] = useState('');
  const rules = useQuery(rulesQuery(bank));
  const banks = useQuery(banksQuery);
  const create = useCreateRule();
  const patch = usePatchRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<NotificationRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NotificationRule | null>(null);
  const [teaching, setTeaching] = useState<Example | null>(null);
  const nameOf = (code: string) => bankName(t, code, banks.data);

  if (teaching) {
    return (
      <div className="page">
        <h1 className="page-title">{t('rules.title')}</h1>
        <TeachByExample example={teaching} onClose={() => setTeaching(null)} />
      </div>
    );
  }
  if (editing) {
    return (
      <RuleEditor
        rule={editing === 'new' ? undefined : editing}
        bank={bank}
        create={create}
        patch={patch}
        onClose={() => setEditing(null)}
      />
    );
  }

  // By bank, in the server's order (priority within a bank).
  const groups = new Map<string, NotificationRule[]>();
  for (const rule of rules.data?.items ?? []) groups.set(rule.bank, [...(groups.get(rule.bank) ?? []), rule]);

  return (
    <div className="page">
      <div className="page__head">
        <h1 className="page-title">{t('rules.title')}</h1>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
        >
          {t('rules.add')}
        </button>
        <button type="button" className="btn" onClick={() => setTeaching({ from: '', text: '' })}>
          {t('teach.open')}
        </button>
      </div>
      <p className="field__hint">{t('rules.intro')}</p>
      <RuleTester />
      <UnreadMessages onTeach={setTeaching} />
      <div className="filters">
        <SelectField
          label={t('rules.bank')}
          value={bank}
          onChange={setBank}
          options={[
            { value: '', label: t('rules.all_banks') },
            ...(banks.data ?? []).map((entry) => ({ value: entry.code, label: nameOf(entry.code) })),
          ]}
        />
      </div>
      <LoadState
        isPending={rules.isPending}
        isError={rules.isError}
        empty={rules.data?.items.length === 0 ? t('rules.empty') : null}
      />
      {[...groups].map(([code, items]) => (
        <BankRules
          key={code}
          name={nameOf(code)}
          rules={items}
          patch={patch}
          onEdit={(rule) => {
            patch.reset();
            setEditing(rule);
          }}
          onDelete={setDeleting}
        />
      ))}
      <RemoveDialog
        item={deleting}
        title={t('rules.delete_title', { name: deleting?.name })}
        confirmLabel={t('rules.delete')}
        body={t('rules.delete_body')}
        failedText={t('errors.action_failed')}
        doneText={t('rules.deleted')}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** Adding a rule or editing one, in place of the list; back to the list once saved or cancelled. */
function RuleEditor({
  rule,
  bank,
  create,
  patch,
  onClose,
}: {
  /** Editing this rule; a new one otherwise. */
  rule: NotificationRule | undefined;
  bank: string;
  create: ReturnType<typeof useCreateRule>;
  patch: ReturnType<typeof usePatchRule>;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const mutation = rule ? patch : create;
  const done = () => {
    notify(t('rules.saved'));
    onClose();
  };
  return (
    <div className="page">
      <h1 className="page-title">{t('rules.title')}</h1>
      <RuleForm
        rule={rule}
        bank={bank}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={() => {
          mutation.reset();
          onClose();
        }}
        onSubmit={(values) =>
          rule
            ? patch.mutate({ id: rule.id, change: values }, { onSuccess: done })
            : create.mutate(values, { onSuccess: done })
        }
      />
    </div>
  );
}

/** One bank's rules, in the server's order (priority); each switched on or off here, said when done. */
function BankRules({
  name,
  rules,
  patch,
  onEdit,
  onDelete,
}: {
  name: string;
  rules: NotificationRule[];
  patch: ReturnType<typeof usePatchRule>;
  onEdit: (rule: NotificationRule) => void;
  onDelete: (rule: NotificationRule) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <section className="panel" aria-label={name}>
      <h2 className="panel__title">{name}</h2>
      <ul className="rows">
        {rules.map((rule) => (
          <RuleRow
            key={rule.id}
            rule={rule}
            isToggling={patch.isPending && patch.variables?.id === rule.id}
            onEdit={() => onEdit(rule)}
            onToggle={() =>
              patch.mutate(
                { id: rule.id, change: { enabled: !rule.enabled } },
                {
                  onSuccess: (saved) =>
                    notify(saved.enabled ? t('rules.enabled_done') : t('rules.disabled_done')),
                },
              )
            }
            onDelete={() => onDelete(rule)}
          />
        ))}
      </ul>
    </section>
  );
}

/** One rule: its name, on or off, kind, senders, priority, currency and pattern; edit, switch, delete. */
function RuleRow({
  rule,
  isToggling,
  onEdit,
  onToggle,
  onDelete,
}: {
  rule: NotificationRule;
  /** Its switch is under way: pressed once only. */
  isToggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <li className="rows__item rule">
      <div className="rule__body">
        <p className="rows__main">
          {rule.name}{' '}
          <span className={rule.enabled ? 'badge badge--completed' : 'badge badge--cancelled'}>
            {rule.enabled ? t('rules.on') : t('rules.off')}
          </span>
        </p>
        <p className="rows__meta">
          {t(`rules.kind.${rule.kind}`)} · {t('rules.senders_short', { senders: rule.senders.join(', ') })} ·{' '}
          {t('rules.priority_short', { priority: rule.priority })}
          {rule.currency ? ` · ${rule.currency}` : ''}
        </p>
        <code className="rule__pattern">{rule.pattern}</code>
      </div>
      <div className="actions actions--compact">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={`${t('rules.edit')}: ${rule.name}`}
          onClick={onEdit}
        >
          {t('rules.edit')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={`${rule.enabled ? t('rules.disable') : t('rules.enable')}: ${rule.name}`}
          disabled={isToggling}
          onClick={onToggle}
        >
          {rule.enabled ? t('rules.disable') : t('rules.enable')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={`${t('rules.delete')}: ${rule.name}`}
          onClick={onDelete}
        >
          {t('rules.delete')}
        </button>
      </div>
    </li>
  );
}
