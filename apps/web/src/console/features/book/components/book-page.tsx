import type { RequisiteEntry } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList, useRequisiteRows } from '#console/components/details-list.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { RemoveDialog } from '#console/components/remove-dialog.tsx';
import { announce } from '#console/lib/announce.ts';
import { formatMoney } from '#console/lib/format.ts';
import { banksQuery, entriesQuery, methodsQuery } from '#console/lib/queries.ts';
import { entryBankName } from '#console/lib/bank-names.ts';
import { useCreateEntry, useDeleteEntry, usePatchEntry } from '../api/book.ts';
import { EntryForm } from './entry-form.tsx';

/** The requisites book: entries with their limits and today's use; add, edit, pause, delete. */
export function BookPage() {
  const { t } = useTranslation('console');
  const entries = useQuery(entriesQuery);
  const methods = useQuery(methodsQuery);
  const create = useCreateEntry();
  const patch = usePatchEntry();
  const remove = useDeleteEntry();
  const banks = useQuery(banksQuery);
  const [editing, setEditing] = useState<RequisiteEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RequisiteEntry | null>(null);

  if (editing) {
    const entry = editing === 'new' ? undefined : editing;
    const mutation = entry ? patch : create;
    return (
      <div className="page">
        <EntryForm
          methods={methods.data ?? []}
          entry={entry}
          pending={mutation.isPending}
          error={mutation.error}
          onCancel={() => {
            mutation.reset();
            setEditing(null);
          }}
          onSubmit={(values) => {
            const done = () => {
              announce(t('book.saved'));
              setEditing(null);
            };
            if (entry) {
              const { tradeMethodId: _unused, ...change } = values;
              patch.mutate({ id: entry.id, change }, { onSuccess: done });
            } else create.mutate({ ...values, isActive: true }, { onSuccess: done });
          }}
        />
      </div>
    );
  }

  return (
    <div className="page">
      <div className="page__head">
        <h1 className="page-title">{t('book.title')}</h1>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
          disabled={!methods.data?.length}
        >
          {t('book.add')}
        </button>
      </div>
      <LoadState
        isPending={entries.isPending}
        isError={entries.isError}
        empty={entries.data?.length === 0 ? t('book.empty') : null}
      />
      <ul className="entries">
        {entries.data?.map((entry) => (
          <li key={entry.id}>
            <EntryCard
              entry={entry}
              onEdit={() => {
                patch.reset();
                setEditing(entry);
              }}
              onToggle={() =>
                patch.mutate(
                  { id: entry.id, change: { isActive: !entry.isActive } },
                  { onSuccess: (saved) => announce(saved.isActive ? t('book.resumed') : t('book.paused')) },
                )
              }
              onDelete={() => setDeleting(entry)}
              busy={patch.isPending && patch.variables?.id === entry.id}
            />
          </li>
        ))}
      </ul>
      <RemoveDialog
        item={deleting}
        title={t('book.delete_title')}
        confirmLabel={t('book.delete')}
        body={t('book.delete_body', {
          name: deleting ? deleting.label || entryBankName(t, deleting, banks.data) : '',
        })}
        failedText={t('book.delete_failed')}
        doneText={t('book.deleted')}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

interface EntryCardProps {
  entry: RequisiteEntry;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

function EntryCard({ entry, busy, onEdit, onToggle, onDelete }: EntryCardProps) {
  const { t } = useTranslation('console');
  const rows = useRequisiteRows(entry.details);
  const banks = useQuery(banksQuery);
  // The bank the entry names (chosen from the catalogue), which may differ from its method's.
  const bankName = entryBankName(t, entry, banks.data);
  const money = (value: string) => formatMoney(value, entry.fiatCurrency);
  const range =
    entry.minAmount && entry.maxAmount
      ? t('book.range_between', { min: money(entry.minAmount), max: money(entry.maxAmount) })
      : entry.maxAmount
        ? t('book.range_up_to', { max: money(entry.maxAmount) })
        : entry.minAmount
          ? t('book.range_from', { min: money(entry.minAmount) })
          : t('book.range_any');
  return (
    <article
      className={entry.isActive ? 'panel entry' : 'panel entry entry--paused'}
      aria-label={entry.label || bankName}
    >
      <header className="entry__head">
        <h2 className="entry__title">{entry.label || bankName}</h2>
        <span className={entry.isActive ? 'badge badge--completed' : 'badge badge--cancelled'}>
          {entry.isActive ? t('book.active') : t('book.paused_badge')}
        </span>
      </header>
      <p className="rows__meta">
        {t(`payment_type.${entry.paymentType}`)} · {bankName} · {entry.fiatCurrency}
      </p>
      <DetailsList rows={rows} />
      <ul className="entry__limits">
        <li>{range}</li>
        <li>
          <UseBar
            words={
              entry.dailyLimit
                ? t('book.today_of', { used: money(entry.todayVolume), limit: money(entry.dailyLimit) })
                : t('book.today_no_limit', { used: money(entry.todayVolume) })
            }
            used={Number(entry.todayVolume)}
            limit={entry.dailyLimit ? Number(entry.dailyLimit) : null}
          />
        </li>
        <li>
          <UseBar
            words={
              entry.maxOpenOrders
                ? t('book.open_of', { n: entry.openOrders, max: entry.maxOpenOrders })
                : t('book.open_no_limit', { n: entry.openOrders })
            }
            used={entry.openOrders}
            limit={entry.maxOpenOrders}
          />
        </li>
      </ul>
      <div className="actions actions--compact">
        <button type="button" className="btn btn--secondary btn--small" onClick={onEdit}>
          {t('book.edit')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onToggle} disabled={busy}>
          {entry.isActive ? t('book.pause') : t('book.resume')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDelete}>
          {t('book.delete')}
        </button>
      </div>
    </article>
  );
}

/**
 * Today's use of a limit in words and, when there is a limit, as a bar (a meter a screen reader reads
 * by the same words). The numbers only size the bar: the words carry the amounts, exact.
 */
function UseBar({ words, used, limit }: { words: string; used: number; limit: number | null }) {
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="use">
      <span className="use__words">{words}</span>
      {limit ? (
        <div
          className={
            share >= 1 ? 'use__bar use__bar--full' : share >= 0.8 ? 'use__bar use__bar--high' : 'use__bar'
          }
          role="meter"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={words}
          aria-label={words}
        >
          <span className="use__fill" style={{ width: `${share * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}
