import {
  AUDIT_API_KEY_ACTOR,
  toBcp47,
  ZAuditAction,
  type AuditAction,
  type AuditEntry,
} from '@payorder/contract';
import i18next from 'i18next';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatDateTimeSeconds, formatMoney, timeZoneLabel } from '#console/lib/format.ts';
import { operatorLoginsQuery, shopsQuery, tradersQuery } from '#console/lib/queries.ts';
import { auditQuery, type AuditFilters } from '../api/audit.ts';
import {
  ABSENT,
  auditFieldLabel,
  auditValueText,
  shortRef,
  type CodeKind,
  type ValueWords,
} from '../lib/audit-value.ts';

/** The audit log: who did what to what, when, and the target before and after; filters and pages. */
export function AuditPage() {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState({ action: '', targetId: '', actor: '' });
  const log = useInfiniteQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  const operators = useQuery(operatorLoginsQuery);
  const words = useValueWords();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      action: (draft.action || undefined) as AuditAction | undefined,
      targetId: draft.targetId.trim() || undefined,
      actor: draft.actor || undefined,
    });
  };
  return (
    <div className="page">
      <h1 className="page-title">{t('audit.title')}</h1>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      <form className="filters panel" onSubmit={apply} role="search" aria-label={t('audit.filters')}>
        <SelectField
          label={t('audit.action')}
          value={draft.action}
          onChange={(action) => setDraft({ ...draft, action })}
          options={[
            { value: '', label: t('audit.any_action') },
            ...ZAuditAction.options.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
        />
        <SelectField
          label={t('audit.actor')}
          value={draft.actor}
          onChange={(actor) => setDraft({ ...draft, actor })}
          options={[
            { value: '', label: t('audit.any_actor') },
            { value: AUDIT_API_KEY_ACTOR, label: t('audit.admin_key') },
            ...[...(operators.data ?? [])]
              .sort((a, b) => a.login.localeCompare(b.login))
              .map((user) => ({ value: user.id, label: user.login })),
          ]}
        />
        <TextField
          label={t('audit.target')}
          value={draft.targetId}
          onChange={(value) => setDraft({ ...draft, targetId: value })}
          spellCheck={false}
        />
        <button type="submit" className="btn btn--primary">
          {t('audit.apply')}
        </button>
      </form>
      <LoadState
        isPending={log.isPending}
        isError={log.isError}
        empty={log.isSuccess && entries.length === 0 ? t('audit.empty') : null}
      />
      <ol className="rows rows--history audit">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} words={words} />
        ))}
      </ol>
      {log.hasNextPage ? (
        <button
          type="button"
          className="btn"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('audit.more')}
        </button>
      ) : null}
    </div>
  );
}

/** The fields an action changed: before → after, each value in words (audit-value.ts), never JSON. */
function changedFields(entry: AuditEntry, words: ValueWords) {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const currencyOf = (side: AuditEntry['before']) =>
    typeof side?.currency === 'string' ? side.currency : null;
  const currency = currencyOf(entry.after) ?? currencyOf(entry.before);
  const isPayout = entry.targetType === 'payout';
  const show = (key: string, value: unknown) =>
    value === undefined ? ABSENT : auditValueText(value, words, { field: key, currency, isPayout });
  return [...keys]
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) => ({ key, before: show(key, entry.before?.[key]), after: show(key, entry.after?.[key]) }));
}

/** The person's words for the values that are not words: times, sums, percentages, names, codes. */
function useValueWords(): ValueWords {
  const { t } = useTranslation('console');
  const shops = useQuery(shopsQuery);
  const traders = useQuery(tradersQuery);
  const number = (value: string, style: Intl.NumberFormatOptions) =>
    Number.isFinite(Number(value))
      ? new Intl.NumberFormat(toBcp47(i18next.resolvedLanguage ?? 'en'), style).format(Number(value))
      : value;
  return {
    yes: t('audit.value_yes'),
    no: t('audit.value_no'),
    empty: t('audit.value_empty'),
    time: (iso) => formatDateTimeSeconds(iso),
    money: (amount, currency) =>
      currency ? formatMoney(amount, currency) : number(amount, { minimumFractionDigits: 2 }),
    // A percentage as the language writes one ("2,5 %"): shown only, never computed with.
    percent: (value) => number(String(Number(value) / 100), { style: 'percent', maximumFractionDigits: 2 }),
    nameOf: (kind, id) => (kind === 'shop' ? shops.data : traders.data)?.find((item) => item.id === id)?.name,
    code: (kind, value) => {
      const key = CODE_KEYS[kind](value);
      return key && i18next.exists(key, { ns: 'console' }) ? t(key as 'audit.title') : undefined;
    },
    label: (key) => auditFieldLabel(key, (field) => t(`audit.fields.${field}`)),
  };
}

/** Where each kind of code has its words in the console's texts. */
const CODE_KEYS: Record<CodeKind, (value: string) => string | null> = {
  order_status: (value) => `status.${value}`,
  payout_status: (value) => `payout.status.${value}`,
  payment_type: (value) => `payment_type.${value}`,
  data_order: (value) =>
    value === 'before_payment' ? 'shops.data_before' : value === 'after_payment' ? 'shops.data_after' : null,
  auto_confirm_mode: (value) => `auto_confirm.mode.${value}`,
  direction: (value) => `traders.direction_${value}`,
  role: (value) => `ops.actor.${value}`,
  callback_status: (value) => `ops.callback_status.${value}`,
};

/** The target by name; an order or a payout by its short id, opening it; else its short id. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (entry.targetName) return <strong>{entry.targetName}</strong>;
  const opens =
    entry.targetType === 'order'
      ? `/ops/orders/${entry.targetId}`
      : entry.targetType === 'payout'
        ? `/ops/payouts/${entry.targetId}`
        : null;
  if (opens) {
    return (
      <Link className="link" to={opens}>
        {shortRef(entry.targetId)}
      </Link>
    );
  }
  return <strong>{UUID_LIKE.test(entry.targetId) ? shortRef(entry.targetId) : entry.targetId}</strong>;
}
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

function AuditRow({ entry, words }: { entry: AuditEntry; words: ValueWords }) {
  const { t } = useTranslation('console');
  const who =
    entry.actor.kind === 'console_user'
      ? entry.actor.login
      : t(entry.actor.kind === 'release' ? 'audit.release' : 'audit.admin_key');
  const changes = changedFields(entry, words);
  // A creation has no "before" and a deletion no "after": a column of dashes says nothing.
  const hasBefore = entry.before !== null;
  const hasAfter = entry.after !== null;
  return (
    <li className="rows__item audit__entry">
      <div className="audit__head">
        <p className="rows__main">{t(`audit.actions.${entry.action}`)}</p>
        <p className="rows__meta">
          <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time> · {who} ·{' '}
          {t(`audit.targets.${entry.targetType}`)} <AuditTarget entry={entry} />
        </p>
      </div>
      {changes.length > 0 ? (
        <table className="audit__changes">
          <caption className="visually-hidden">{t('audit.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              {hasBefore ? <th scope="col">{t('audit.before')}</th> : null}
              {hasAfter ? <th scope="col">{t('audit.after')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {changes.map((row) => (
              <tr key={row.key}>
                <th scope="row">{auditFieldLabel(row.key, (field) => t(`audit.fields.${field}`))}</th>
                {hasBefore ? <td>{row.before}</td> : null}
                {hasAfter ? <td>{row.after}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

export default AuditPage;
