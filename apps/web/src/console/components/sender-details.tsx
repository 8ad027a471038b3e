import type { OrderPayment } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { DetailsList } from './details-list.tsx';
import { Panel } from './panel.tsx';

/**
 * The "Sender's details" panel: what the customer said they paid from. "None" where there is no
 * payment, and with `noneWithoutSender` also where it names only the bank.
 */
export function SenderDetails({
  payment,
  noneWithoutSender = false,
}: {
  payment: OrderPayment | null | undefined;
  noneWithoutSender?: boolean;
}) {
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
      ]
    : [];
  const isNone = !payment || (noneWithoutSender && !sender.some(([, value]) => Boolean(value)));
  return (
    <Panel title={t('detail.sender_title')}>
      {payment ? <DetailsList rows={[...sender, [t('field.bank'), payment.customerBank]]} /> : null}
      {isNone ? <p className="empty-message">{t('detail.sender_none')}</p> : null}
    </Panel>
  );
}
