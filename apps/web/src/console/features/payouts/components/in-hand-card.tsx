import type { TraderPayout } from '@payorder/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Commission, PayoutHead, TimeLeft } from './payout-parts.tsx';
import { ProofForm } from './proof-form.tsx';
import { RecipientFields } from './recipient-fields.tsx';

interface InHandCardProps {
  payout: TraderPayout;
  onNotice: (text: string) => void;
}

/**
 * A payout the trader took: the amount as it must be sent and the recipient's details, each to copy;
 * the time left to send it; then "Complete" with the proof. Overdue or disputed, the operator decides:
 * said in words, nothing to press.
 */
export function InHandCard({ payout, onNotice }: InHandCardProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const [isCompleting, setCompleting] = useState(false);
  return (
    <article className="panel payout" aria-labelledby={titleId}>
      <PayoutHead payout={payout} titleId={titleId} />
      {payout.status === 'taken' ? (
        <TimeLeft until={payout.sendBy} left="payouts.send_left" over="payouts.send_over" lowBelow={300} />
      ) : (
        <p className="alert" data-testid="payout-operator">
          {t(payout.status === 'dispute' ? 'payouts.dispute' : 'payouts.overdue')}
        </p>
      )}
      <RecipientFields payout={payout} withAmount />
      <Commission payout={payout} />
      {payout.status !== 'taken' ? null : isCompleting ? (
        <ProofForm
          payout={payout}
          onCompleted={(text) => {
            setCompleting(false);
            onNotice(text);
          }}
          onCancel={() => setCompleting(false)}
        />
      ) : (
        <div className="actions payout__actions">
          <button type="button" className="btn btn--primary" onClick={() => setCompleting(true)}>
            {t('payouts.complete')}
          </button>
        </div>
      )}
    </article>
  );
}
