import type { TestNotificationRuleResponse } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '#console/components/details-list.tsx';
import { bankName } from '#console/lib/bank-names.ts';
import { banksQuery } from '#console/lib/queries.ts';

/** What a message reads as: its kind, amount, currency, last digits, payer, reference, and which rule. */
export function ParsedResult({
  result,
  isDraft,
}: {
  result: TestNotificationRuleResponse;
  isDraft: boolean;
}) {
  const { t } = useTranslation('console');
  const banks = useQuery(banksQuery);
  const none = t('rules.none');
  return (
    <section className="parsed" aria-label={t('rules.result')} role="status">
      <p className="rows__main">{t(`rules.kind.${result.kind}`)}</p>
      <DetailsList
        rows={[
          [t('rules.amount'), result.amount ?? none],
          [t('rules.currency'), result.currency ?? none],
          [t('rules.last4'), result.last4 ?? none],
          [t('rules.payer'), result.payer ?? none],
          [t('rules.reference'), result.reference ?? none],
          [t('rules.bank'), result.bank ? bankName(t, result.bank, banks.data) : none],
          [t('rules.rule'), isDraft ? t('rules.this_draft') : (result.ruleName ?? none)],
          [t('rules.sender_known'), result.senderKnown ? t('rules.yes') : t('rules.no')],
        ]}
      />
    </section>
  );
}
