import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field.tsx';
import { STATUSES, type OrderSearchFilters } from '../lib/order-search.ts';
import { TextField } from './text-field.tsx';

interface OrderFiltersProps<F extends OrderSearchFilters> {
  initial: F;
  /** The filters as applied ("Apply"): the search is keyed by them. */
  onApply: (filters: F) => void;
  className?: string;
  /** The search's own fields, before status and dates; `set` changes the draft. */
  children: (draft: F, set: (change: Partial<F>) => void) => ReactNode;
}

/** An orders search form: its own fields, then status, from and to, applied together. */
export function OrderFilters<F extends OrderSearchFilters>({
  initial,
  onApply,
  className = 'filters',
  children,
}: OrderFiltersProps<F>) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<F>) => setDraft((current) => ({ ...current, ...change }));
  const date = (key: 'from' | 'to') => (
    <TextField
      label={t(`history.${key}`)}
      type="date"
      value={draft[key]}
      onChange={(value) => set({ [key]: value } as Partial<F>)}
    />
  );
  return (
    <form
      className={className}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      {children(draft, set)}
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
