import type { NotificationRule } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { RemoveDialog } from '#console/components/remove-dialog.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { rulesQuery, useCreateRule, useDeleteRule, usePatchRule } from '../api/rules.ts';
import { RuleForm } from './rule-form.tsx';
import { RuleTester } from './rule-tester.tsx';

/**
 * The rules that read bank notifications, per bank (data, not code: a change works at once, no
 * deploy): a tester for any message, the list with each rule's senders and pattern, add, edit,
 * disable and delete.
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
  const bankName = (code: string) => banks.data?.find((entry) => entry.code === code)?.name ?? code;

  if (editing) {
    const rule = editing === 'new' ? undefined : editing;
    const mutation = rule ? patch : create;
    const done = () => {
      announce(t('rules.saved'));
      setEditing(null);
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
            setEditing(null);
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
      </div>
      <p className="field__hint">{t('rules.intro')}</p>
      <RuleTester />
      <div className="filters">
        <SelectField
          label={t('rules.bank')}
          value={bank}
          onChange={setBank}
          options={[
            { value: '', label: t('rules.all_banks') },
            ...(banks.data ?? []).map((entry) => ({ value: entry.code, label: entry.name })),
          ]}
        />
      </div>
      <LoadState
        isPending={rules.isPending}
        isError={rules.isError}
        empty={rules.data?.items.length === 0 ? t('rules.empty') : null}
      />
      {[...groups].map(([code, items]) => (
        <section className="panel" key={code} aria-label={bankName(code)}>
          <h2 className="panel__title">{bankName(code)}</h2>
          <ul className="rows">
            {items.map((rule) => (
              <li className="rows__item rule" key={rule.id}>
                <div className="rule__body">
                  <p className="rows__main">
                    {rule.name}{' '}
                    <span className={rule.enabled ? 'badge badge--completed' : 'badge badge--cancelled'}>
                      {rule.enabled ? t('rules.on') : t('rules.off')}
                    </span>
                  </p>
                  <p className="rows__meta">
                    {t(`rules.kind.${rule.kind}`)} ·{' '}
                    {t('rules.senders_short', { senders: rule.senders.join(', ') })} ·{' '}
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
                    onClick={() => {
                      patch.reset();
                      setEditing(rule);
                    }}
                  >
                    {t('rules.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={`${rule.enabled ? t('rules.disable') : t('rules.enable')}: ${rule.name}`}
                    disabled={patch.isPending && patch.variables?.id === rule.id}
                    onClick={() =>
                      patch.mutate(
                        { id: rule.id, change: { enabled: !rule.enabled } },
                        {
                          onSuccess: (saved) =>
                            announce(saved.enabled ? t('rules.enabled_done') : t('rules.disabled_done')),
                        },
                      )
                    }
                  >
                    {rule.enabled ? t('rules.disable') : t('rules.enable')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    aria-label={`${t('rules.delete')}: ${rule.name}`}
                    onClick={() => setDeleting(rule)}
                  >
                    {t('rules.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
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
