import { PAYOUT_MOVES, ZPayoutDisputeRequest, type MerchantPayoutTimeline } from '@payorder/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { Field } from '#console/components/field.tsx';
import { Panel } from '#console/components/panel.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatDateTimeSeconds, formatMoney } from '#console/lib/format.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { usePayoutAction, type ShopPayoutAction } from '../api/payouts.ts';

const can = (move: keyof typeof PAYOUT_MOVES, status: string) =>
  (PAYOUT_MOVES[move].from as readonly string[]).includes(status);

/** A refusal in words: the payout moved on meanwhile (409), or anything else failed. */
function useRefusal(error: unknown) {
  const { t } = useTranslation('console');
  if (!error) return null;
  return isApiError(error, 409) ? t('shop_payouts.moved') : t('errors.action_failed');
}

/**
 * What the shop can do to its payout now, above it: cancel it while no trader has taken it and, for a test
 * payout, set its outcome as a trader would. (A dispute, the exception, is asked below it: DisputePayout.)
 */
export function PayoutActions({ timeline }: { timeline: MerchantPayoutTimeline }) {
  const { payout } = timeline;
  return (
    <>
      {can('cancel', payout.status) ? <CancelPayout timeline={timeline} /> : null}
      {payout.test && can('testCompleted', payout.status) ? <TestOutcome id={payout.id} /> : null}
    </>
  );
}

function CancelPayout({ timeline: { payout } }: { timeline: MerchantPayoutTimeline }) {
  const { t } = useTranslation('console');
  const action = usePayoutAction(payout.id);
  const [isOpen, setOpen] = useState(false);
  const refusal = useRefusal(action.error);
  const amount = formatMoney(payout.amount, payout.currency);
  const close = () => {
    setOpen(false);
    action.reset();
  };
  return (
    <div className="detail__actions">
      <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
        {t('shop_payouts.cancel')}
      </button>
      <ConfirmDialog
        open={isOpen}
        title={t('shop_payouts.cancel_title', { amount, externalId: payout.externalId })}
        confirmLabel={t('shop_payouts.cancel_confirm')}
        danger
        pending={action.isPending}
        error={refusal}
        onConfirm={() =>
          action.mutate({ kind: 'cancel' }, { onSuccess: () => notify(t('shop_payouts.cancelled')) })
        }
        onClose={close}
      >
        <p>{t('shop_payouts.cancel_hint')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** "Nothing arrived": a completed payout disputed within its window, with a reason the operator reads. */
export function DisputePayout({ id, until }: { id: string; until: string }) {
  const { t } = useTranslation('console');
  const action = usePayoutAction(id);
  const [reason, setReason] = useState('');
  const form = useFormCheck(action.error);
  const reasonId = useId();
  const error = form.errorOf('reason');
  const refusal = useRefusal(action.error);
  const send = () => {
    const body = { reason: reason.trim() };
    if (action.isPending || !form.check(schemaErrors(ZPayoutDisputeRequest, body))) return;
    const dispute: ShopPayoutAction = { kind: 'dispute', reason: body.reason };
    action.mutate(dispute, { onSuccess: () => notify(t('shop_payouts.disputed')) });
  };
  return (
    <Panel title={t('shop_payouts.dispute')}>
      <p className="page-hint">{t('shop_payouts.dispute_until', { at: formatDateTimeSeconds(until) })}</p>
      <Field label={t('dispute.reason')} error={error} errorId={`${reasonId}-error`}>
        <textarea
          className="field__input"
          rows={3}
          maxLength={1000}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {refusal && !error ? <p className="alert alert--danger">{refusal}</p> : null}
      <button type="button" className="btn btn--primary" disabled={action.isPending} onClick={send}>
        {action.isPending ? t('actions.working') : t('shop_payouts.dispute_send')}
      </button>
    </Panel>
  );
}

/** Test mode: the outcome a trader would give, with the shop's callback. */
function TestOutcome({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const action = usePayoutAction(id);
  const refusal = useRefusal(action.error);
  return (
    <Panel title={t('shop_payouts.test_outcome')}>
      <p className="page-hint">{t('shop_payouts.test_outcome_hint')}</p>
      <div className="detail__actions">
        {(['completed', 'failed'] as const).map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'completed' ? 'btn btn--success' : 'btn btn--danger'}
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'test-outcome', status })}
          >
            {t(`shop_payouts.set_${status}`)}
          </button>
        ))}
      </div>
      {refusal ? <p className="alert alert--danger">{refusal}</p> : null}
    </Panel>
  );
}
