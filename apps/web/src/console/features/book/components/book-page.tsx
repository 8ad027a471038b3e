import type { RequisiteEntry } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailsList, useRequisiteRows } from '../../../components/details-list.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatMoney } from '../../../lib/format.ts';
import { entriesQuery, methodsQuery } from '../../../lib/queries.ts';
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
      <ConfirmDialog
        open={deleting !== null}
        title={t('book.delete_title')}
        confirmLabel={t('book.delete')}
        danger
        pending={remove.isPending}
        error={remove.isError ? t('book.delete_failed') : null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              announce(t('book.deleted'));
              setDeleting(null);
            },
          })
        }
      >
        <p>{t('book.delete_body', { name: deleting?.label || deleting?.bankName })}</p>
      </ConfirmDialog>
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
  const money = (value: string | null) =>
    value ? formatMoney(value, entry.fiatCurrency) : t('book.no_limit');
  return (
    <article
      className={entry.isActive ? 'panel entry' : 'panel entry entry--paused'}
      aria-label={entry.label || entry.bankName}
    >
      <header className="entry__head">
        <h2 className="entry__title">{entry.label || entry.bankName}</h2>
        <span className={entry.isActive ? 'badge badge--completed' : 'badge badge--cancelled'}>
          {entry.isActive ? t('book.active') : t('book.paused_badge')}
        </span>
      </header>
      <p className="rows__meta">
        {t(`payment_type.${entry.paymentType}`)} · {entry.bankName} · {entry.fiatCurrency}
      </p>
      <DetailsList rows={rows} />
      <dl className="stats">
        <div>
          <dt>{t('book.today')}</dt>
          <dd>
            {formatMoney(entry.todayVolume, entry.fiatCurrency)}
            {entry.dailyLimit ? ` / ${money(entry.dailyLimit)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('book.open_orders')}</dt>
          <dd>
            {entry.openOrders}
            {entry.maxOpenOrders ? ` / ${entry.maxOpenOrders}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('book.range')}</dt>
          <dd>
            {entry.minAmount || entry.maxAmount
              ? `${money(entry.minAmount)} – ${money(entry.maxAmount)}`
              : t('book.no_limit')}
          </dd>
        </div>
      </dl>
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
