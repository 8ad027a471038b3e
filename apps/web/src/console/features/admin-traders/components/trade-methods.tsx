import type { AdminTradeMethod, AdminTrader } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { RemoveDialog } from '#console/components/remove-dialog.tsx';
import { notify } from '#console/lib/announce.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { useFieldLabel } from '#console/lib/field-label.ts';
import { tradeMethodsQuery, useRemoveTradeMethod } from '../api/trade-methods.ts';
import { MethodForm } from './method-form.tsx';

/** The trader's trade methods: what it can be paid by; add, change, remove. */
export function TradeMethods({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  const methods = useQuery(tradeMethodsQuery(trader.id));
  const remove = useRemoveTradeMethod(trader.id);
  // 'new': the form for a new method; a method: that one's form.
  const [editing, setEditing] = useState<AdminTradeMethod | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminTradeMethod | null>(null);
  const nameOf = (method: AdminTradeMethod) =>
    `${t(`payment_type.${method.paymentType}`)} · ${bankName(t, method.bank, undefined, method.bankName)} · ${method.fiatCurrency}`;
  const done = (text: string) => () => {
    notify(text);
    setEditing(null);
  };
  return (
    <Panel title={t('methods.title')} level={3}>
      <LoadState
        isError={methods.isError}
        empty={methods.data?.length === 0 && editing === null ? t('methods.empty') : null}
      />
      <ul className="rows">
        {methods.data?.map((method) => (
          <li className="rows__item" key={method.id}>
            <span>
              <span className="rows__main">{nameOf(method)}</span>
              <span className="rows__meta">
                {' '}
                {method.fields.map((field) => fieldLabel(field.name)).join(', ')}
                {' · '}
                {t('methods.entries', { count: method.bookEntries })}
              </span>
            </span>
            <span className="rows__actions">
              <button
                type="button"
                className="btn"
                aria-label={`${t('methods.edit')}: ${nameOf(method)}`}
                onClick={() => setEditing(method)}
              >
                {t('methods.edit')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`${t('methods.remove')}: ${nameOf(method)}`}
                onClick={() => setRemoving(method)}
              >
                {t('methods.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" className="btn btn--secondary" onClick={() => setEditing('new')}>
          {t('methods.add_open')}
        </button>
      ) : (
        <>
          <MethodForm
            // A new key per method: the form starts from that method.
            key={editing === 'new' ? 'new' : editing.id}
            traderId={trader.id}
            method={editing === 'new' ? undefined : editing}
            defaultCurrency={trader.balances[0]?.currency}
            onDone={done(editing === 'new' ? t('methods.added') : t('methods.saved'))}
          />
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(null)}>
            {t('actions.close')}
          </button>
        </>
      )}
      <RemoveDialog
        item={removing}
        title={t('methods.remove_title')}
        confirmLabel={t('methods.remove')}
        body={
          removing ? t('methods.remove_body', { method: nameOf(removing), count: removing.bookEntries }) : ''
        }
        failedText={t('methods.remove_failed')}
        doneText={t('methods.removed')}
        mutation={remove}
        onClose={() => setRemoving(null)}
      />
    </Panel>
  );
}
