import {
  toMinor,
  traderActionsFrom,
  type BankNotification,
  type TraderAction,
  type TraderOrder,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankNotificationItem } from '#console/components/bank-notification-item.tsx';
import { formatMoney } from '#console/lib/format.ts';
import { orderNotificationsQuery } from '../api/order-notifications.ts';

/** The bank messages linked to the order (matched, or attached by hand), oldest first. */
export function useOrderMessages(order: TraderOrder): readonly BankNotification[] {
  // Read while the trader may still say "Money received": that is when a message's sum matters.
  const query = useQuery({
    ...orderNotificationsQuery(order.id),
    enabled: traderActionsFrom(order.status).includes('confirm'),
  });
  return [...(query.data?.items ?? [])].reverse();
}

/** The sum a linked bank message says when it is not the order's ("4500.00"); else null. */
export function differentSumOf(order: TraderOrder, messages: readonly BankNotification[]): string | null {
  const other = messages.find(
    (message) =>
      message.amount !== null &&
      (message.currency ?? order.currency) === order.currency &&
      toMinor(message.amount) !== toMinor(order.amount),
  );
  return other?.amount ?? null;
}

/**
 * The order's bank messages, and "Money received" guarded when one says another sum: `press` opens a move
 * with the tick cleared, `confirmPressed` sends it only once ticked; `sumCheck` is what the dialog shows.
 */
export function useSumGuard(
  order: TraderOrder,
  moves: {
    pendingAction: TraderAction | null;
    open: (action: TraderAction, values?: Record<string, string>) => void;
    run: () => void;
  },
) {
  const messages = useOrderMessages(order);
  const differentSum = differentSumOf(order, messages);
  const [check, setCheck] = useState({ isChecked: false, isMissing: false });
  const isGuarded = moves.pendingAction === 'confirm' && differentSum !== null;
  return {
    messages,
    press: (action: TraderAction, values?: Record<string, string>) => {
      setCheck({ isChecked: false, isMissing: false });
      moves.open(action, values);
    },
    confirmPressed: () => {
      if (isGuarded && !check.isChecked) return setCheck({ isChecked: false, isMissing: true });
      moves.run();
    },
    sumCheck: isGuarded ? (
      <DifferentSumCheck
        order={order}
        paid={differentSum}
        isChecked={check.isChecked}
        isMissing={check.isMissing}
        onChange={(isChecked) => setCheck({ isChecked, isMissing: false })}
      />
    ) : null,
  };
}

/** The bank messages on this order, as the phone got them: what the trader checks before "Money received". */
export function OrderMessages({ messages }: { messages: readonly BankNotification[] }) {
  const { t } = useTranslation('console');
  if (messages.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="messages-title">
      <h2 className="panel__title" id="messages-title">
        {t('right_sum.messages_title')}
      </h2>
      <ul className="notifications">
        {messages.map((message) => (
          <li key={message.id}>
            <BankNotificationItem notification={message} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Money received" while a bank message on the order says another sum: both sums said, and a tick that
 * the whole sum arrived before the order completes (else a dispute, resolved for the sum that arrived).
 */
export function DifferentSumCheck({
  order,
  paid,
  isChecked,
  isMissing,
  onChange,
}: {
  order: TraderOrder;
  paid: string;
  isChecked: boolean;
  isMissing: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const { t } = useTranslation('console');
  const errorId = useId();
  const amount = formatMoney(order.amount, order.currency);
  return (
    <div className={isMissing ? 'field--invalid' : undefined} data-testid="different-sum">
      <p className="alert alert--danger">
        {t('right_sum.confirm_differs', { paid: formatMoney(paid, order.currency), amount })}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={isChecked}
          aria-describedby={isMissing ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('right_sum.confirm_differs_check', { amount })}</span>
      </label>
      {isMissing ? (
        <span className="field__error" id={errorId}>
          {t('right_sum.confirm_differs_required')}
        </span>
      ) : null}
    </div>
  );
}
