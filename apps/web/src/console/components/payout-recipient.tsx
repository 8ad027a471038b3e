import { payoutRecipientFields, type Payout } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../lib/field-label.ts';
import { banksQuery } from '../lib/queries.ts';
import { bankName } from '../lib/bank-names.ts';
import { DetailsList } from './details-list.tsx';
import { Panel } from './panel.tsx';

/**
 * Whom a payout goes to: its payment type and bank, then the recipient's fields in the order the
 * payment type lists them (payoutRecipientFields), each by its name in the console's language.
 */
export function PayoutRecipient({
  payout,
  level = 2,
}: {
  payout: Pick<Payout, 'paymentType' | 'bank' | 'recipient'>;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  const banks = useQuery(banksQuery);
  const bank = payout.bank ? bankName(t, payout.bank, banks.data) : null;
  const known = payoutRecipientFields(payout.paymentType).map((field) => field.name as string);
  const names = [...known, ...Object.keys(payout.recipient).filter((name) => !known.includes(name))];
  return (
    <Panel title={t('payout.recipient')} level={level}>
      <DetailsList
        rows={[
          [t('ops.method'), t(`payment_type.${payout.paymentType}`)],
          [t('ops.bank'), bank],
          ...names.map((name): [string, string | undefined] => [fieldLabel(name), payout.recipient[name]]),
        ]}
      />
    </Panel>
  );
}
