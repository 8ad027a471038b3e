import { ORDER_MOVES, TEST_OUTCOMES, type OrderStatus, type TestOutcomeRequest } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { Panel } from '#console/components/panel.tsx';
import { announce } from '#console/lib/announce.ts';
import { useTestOutcome } from '../api/test-orders.ts';

type Outcome = TestOutcomeRequest['status'];
const MOVE_OF = { completed: 'testCompleted', cancelled: 'testCancelled', dispute: 'testDispute' } as const;
const canMove = (outcome: Outcome, status: OrderStatus) =>
  (ORDER_MOVES[MOVE_OF[outcome]].from as readonly OrderStatus[]).includes(status);
const BUTTON_CLASS: Record<Outcome, string> = {
  completed: 'btn btn--success',
  cancelled: 'btn btn--danger',
  dispute: 'btn btn--secondary',
};

/**
 * A test order's outcome set by hand (docs/product/shop.md §4, `…/test-outcome`): completed, cancelled or
 * disputed at once, with the callback a real one sends. Offered only for the outcomes the order can still
 * reach; an ended order offers none. Shown on test data only (the route knows the switch).
 */
export function TestOutcome({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { t } = useTranslation('console');
  const action = useTestOutcome(orderId);
  const outcomes = TEST_OUTCOMES.filter((outcome) => canMove(outcome, status));
  if (outcomes.length === 0) return null;
  const refusal = action.error
    ? isApiError(action.error, 409)
      ? t('test_orders.moved')
      : t('errors.action_failed')
    : null;
  return (
    <Panel title={t('test_orders.outcome_title')}>
      <p className="page-hint">{t('test_orders.outcome_hint')}</p>
      <div className="detail__actions">
        {outcomes.map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={BUTTON_CLASS[outcome]}
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { status: outcome },
                { onSuccess: () => announce(t('test_orders.set', { status: t(`status.${outcome}`) })) },
              )
            }
          >
            {t(`status.${outcome}`)}
          </button>
        ))}
      </div>
      {refusal ? <p className="alert alert--danger">{refusal}</p> : null}
    </Panel>
  );
}
