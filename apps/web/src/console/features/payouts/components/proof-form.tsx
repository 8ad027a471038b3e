import type { TraderPayout } from '@payorder/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#console/lib/format.ts';
import { payoutProblemOf, useCompletePayout, type PayoutProblem } from '../api/payouts.ts';
import { proofFileProblem, shrinkPhoto } from '../lib/proof-file.ts';
import { ProofPicker } from './proof-picker.tsx';

interface ProofFormProps {
  payout: TraderPayout;
  onCompleted: (text: string) => void;
  onCancel: () => void;
}

/**
 * Completing a payout: the proof chosen (a photo taken now, a screenshot or the bank's PDF), seen before
 * it is sent, then sent with the completion. What is wrong with the file is said before sending when
 * it can be (too large, not a photo or PDF), and the server's refusal in the same words.
 */
export function ProofForm({ payout, onCompleted, onCancel }: ProofFormProps) {
  const { t } = useTranslation('console');
  const complete = useCompletePayout();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PayoutProblem | null>(null);
  const choose = async (chosen: File) => {
    complete.reset();
    const shrunk = await shrinkPhoto(chosen);
    setProblem(proofFileProblem(shrunk));
    setFile(shrunk);
  };
  const send = () => {
    if (!file || problem) return;
    complete.mutate(
      { id: payout.id, file },
      {
        onSuccess: () =>
          onCompleted(t('payouts.completed', { amount: formatMoney(payout.amount, payout.currency) })),
        onError: (error) => setProblem(payoutProblemOf(error)),
      },
    );
  };
  return (
    <section className="payout-proof" aria-label={t('payouts.proof_title')}>
      <h4 className="payout-proof__title">{t('payouts.proof_title')}</h4>
      <p className="field__hint">{t('payouts.proof_hint')}</p>
      <ProofPicker file={file} disabled={complete.isPending} onChoose={(chosen) => void choose(chosen)} />
      {problem ? (
        <p className="alert alert--danger" role="alert">
          {t(`payouts.problem.${problem}`)}
        </p>
      ) : null}
      <div className="actions actions--stacked payout__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={send}
          disabled={!file || problem !== null || complete.isPending}
          aria-busy={complete.isPending}
        >
          {complete.isPending ? t('actions.working') : t('payouts.send_proof')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={complete.isPending}>
          {t('actions.back')}
        </button>
      </div>
    </section>
  );
}
