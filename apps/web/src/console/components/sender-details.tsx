import type { OrderPayment } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { DetailsList } from './details-list.tsx';
import { Panel } from './panel.tsx';

/**
 * The "Sender's details" panel: what the customer said they paid from (the bank they sent from
 * included), or "none" where they said nothing of it: never an empty panel.
 */
export function SenderDetails({ payment }: { payment: OrderPayment | null | undefined }) {
  const { t } = useTranslation('console');
  const sender: [string, string | null | undefined][] = payment
    ? [
        [t('field.card_first'), payment.customerCardFirstDigits],
        [t('field.card_last'), payment.customerCardLastDigits],
        [t('field.full_name'), payment.customerName],
        [t('field.utr'), payment.customerUtr],
        [t('field.phone_last'), payment.customerPhoneLastDigits],
        [t('field.iban'), payment.customerIBAN],
        [t('field.account_number'), payment.customerAccountNumber],
        [t('field.bank'), payment.customerBank],
      ]
    : [];
  const isNone = !sender.some(([, value]) => Boolean(value));
  return (
    <Panel title={t('detail.sender_title')}>
      {isNone ? <p className="empty-message">{t('detail.sender_none')}</p> : <DetailsList rows={sender} />}
    </Panel>
  );
}
