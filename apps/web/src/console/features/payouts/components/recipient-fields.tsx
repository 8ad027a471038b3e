import type { TraderPayout } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '#console/components/copy-button.tsx';
import { useFieldLabel } from '#console/lib/field-label.ts';
import { formatMoney } from '#console/lib/format.ts';
import { amountToCopy, recipientRows } from '../lib/recipient.ts';

/** Longer than a grouped card number: may wrap, between its groups only. */
const LONG_VALUE = 24;
const textClass = (row: { name: string; shown: string }) =>
  [
    'payout-field__text',
    row.name === 'amount' && 'money',
    row.shown.length > LONG_VALUE && 'payout-field__text--long',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * What the trader types into its bank app, each with its copy button: the amount as it must be sent
 * (once taken: `withAmount`), then the recipient's details (a card number in fours, copied as digits).
 */
export function RecipientFields({ payout, withAmount }: { payout: TraderPayout; withAmount?: boolean }) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  const amount = {
    name: 'amount',
    label: t('payouts.send_exactly'),
    shown: formatMoney(payout.amount, payout.currency),
    copied: amountToCopy(payout.amount),
  };
  const rows = [
    ...(withAmount ? [amount] : []),
    ...recipientRows(payout).map((row) => ({ ...row, label: fieldLabel(row.name) })),
  ];
  return (
    <dl className="payout-fields">
      {rows.map((row) => (
        <div className="payout-field" key={row.name}>
          <dt className="payout-field__label">{row.label}</dt>
          <dd className="payout-field__value">
            <span className={textClass(row)}>{row.shown}</span>
            <CopyButton text={row.copied} label={row.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
