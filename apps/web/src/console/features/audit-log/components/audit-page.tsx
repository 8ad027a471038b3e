import { AUDIT_API_KEY_ACTOR, ZAuditAction, type AuditAction, type AuditEntry } from '@payorder/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatDateTimeSeconds, timeZoneLabel } from '#console/lib/format.ts';
import { operatorLoginsQuery } from '#console/lib/queries.ts';
import { auditQuery, type AuditFilters } from '../api/audit.ts';
import { ABSENT, auditFieldLabel, auditValueText, type ValueWords } from '../lib/audit-value.ts';

/** The audit log: who did what to what, when, and the target before and after; filters and pages. */
export function AuditPage() {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState({ action: '', targetId: '', actor: '' });
  const log = useInfiniteQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  const operators = useQuery(operatorLoginsQuery);
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
          <AuditRow key={entry.id} entry={entry} />
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
  const show = (value: unknown) => (value === undefined ? ABSENT : auditValueText(value, words));
  return [...keys]
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) => ({ key, before: show(entry.before?.[key]), after: show(entry.after?.[key]) }));
}

/** The target by name, else by id; a payout opens (its id is all the log has of it). */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (entry.targetName) return <strong>{entry.targetName}</strong>;
  if (entry.targetType === 'payout' && entry.targetId) {
    return (
      <Link className="link" to={`/ops/payouts/${entry.targetId}`}>
        <code>{entry.targetId}</code>
      </Link>
    );
  }
  return <code>{entry.targetId}</code>;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('console');
  const who =
    entry.actor.kind === 'console_user'
      ? entry.actor.login
      : t(entry.actor.kind === 'release' ? 'audit.release' : 'audit.admin_key');
  const changes = changedFields(entry, {
    yes: t('audit.value_yes'),
    no: t('audit.value_no'),
    empty: t('audit.value_empty'),
  });
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
