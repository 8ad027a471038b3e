import { ZCreatedFrom, ZCreatedTo, type FieldErrors } from '@payorder/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors, useFormCheck } from '../lib/use-form-check.ts';
import { SelectField } from './select-field.tsx';
import { STATUSES, type OrderSearchFilters } from '../lib/order-search.ts';
import { TextField } from './text-field.tsx';

interface OrderFiltersProps<F extends OrderSearchFilters> {
  initial: F;
  /** The filters as applied ("Apply"), only when every one is right: the search is keyed by them. */
  onApply: (filters: F) => void;
  className?: string;
  /** What is wrong with the search's own fields (as the contract checks them), by field key. */
  check?: (draft: F) => FieldErrors;
  /** The search's own fields, before status and dates; `set` changes the draft, `errorOf` a field's words. */
  children: (
    draft: F,
    set: (change: Partial<F>) => void,
    errorOf: (key: string) => string | undefined,
  ) => ReactNode;
}

/**
 * An orders search form: its own fields, then status, from and to, applied together. A filter that
 * cannot be searched (a date that is not one, "to" before "from", the search's own checks) is said next
 * to its field and the search is not asked, so it never turns into a failed load.
 */
export function OrderFilters<F extends OrderSearchFilters>({
  initial,
  onApply,
  className = 'filters',
  check,
  children,
}: OrderFiltersProps<F>) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(initial);
  const [toBeforeFrom, setToBeforeFrom] = useState(false);
  const form = useFormCheck(null);
  const set = (change: Partial<F>) => setDraft((current) => ({ ...current, ...change }));
  const date = (key: 'from' | 'to') => (
    <TextField
      label={t(`history.${key}`)}
      type="date"
      value={draft[key]}
      error={form.errorOf(key) ?? (key === 'to' && toBeforeFrom ? t('history.to_before_from') : undefined)}
      onChange={(value) => set({ [key]: value } as Partial<F>)}
    />
  );
  return (
    <form
      className={className}
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          ...(draft.from ? prefixed('from', schemaErrors(ZCreatedFrom, draft.from)) : {}),
          ...(draft.to ? prefixed('to', schemaErrors(ZCreatedTo, draft.to)) : {}),
          ...check?.(draft),
        };
        const backwards = Boolean(
          draft.from && draft.to && !found.from && !found.to && draft.to < draft.from,
        );
        setToBeforeFrom(backwards);
        if (form.check(found) && !backwards) onApply(draft);
      }}
    >
      {children(draft, set, form.errorOf)}
      <SelectField<OrderSearchFilters['status']>
        label={t('history.status')}
        value={draft.status}
        onChange={(status) => set({ status } as Partial<F>)}
        options={[
          { value: '', label: t('history.any_status') },
          ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      {date('from')}
      {date('to')}
      <button type="submit" className="btn btn--primary">
        {t('history.apply')}
      </button>
    </form>
  );
}

/** A lone value's errors (path "") under its field's key. */
function prefixed(key: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.values(errors).map((error) => [key, error]));
}
