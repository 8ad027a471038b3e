import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPUTE_REASONS,
  traderActionsFrom,
  type DisputeReason,
  type TraderAction,
  type RequisiteEntry,
  type TraderOrder,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '#page/lib/api-client.ts';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { Countdown } from '#console/components/countdown.tsx';
import { DetailsList, useRequisiteRows } from '#console/components/details-list.tsx';
import { SenderDetails } from '#console/components/sender-details.tsx';
import { PaidOther } from '#console/components/order-results.tsx';
import { StatusBadge } from '#console/components/status-badge.tsx';
import { announce, notify } from '#console/lib/announce.ts';
import { entryBankName, orderBankName } from '#console/lib/bank-names.ts';
import { customerStateOf } from '#console/lib/customer-state.ts';
import { formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { fieldErrors, refusalOf } from '#console/lib/http.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { useOrderAction } from '../api/order-action.ts';
import { DisputeReasonFields } from './dispute-reason-fields.tsx';
import { OrderMessages, useSumGuard } from './order-messages.tsx';
import { RequisitesForm } from './requisites-form.tsx';

interface OrderDetailProps {
  order: TraderOrder;
  entry: RequisiteEntry | undefined;
  /** The fields of the order's trade method, for details sent by hand. */
  methodFields: readonly string[];
  /** The receipts block, composed in by the route. */
  receipts: ReactNode;
}

/** Below this width the queue and the order are one screen at a time (console.css `.split`). */
const PHONE_QUERY = '(max-width: 1023px)';

/** The moves drawn as buttons, in their order, each with its weight (the requisites have their form). */
const MOVES = [
  ['confirm', 'btn btn--success'],
  ['dispute', 'btn btn--secondary'],
  ['cancel', 'btn btn--ghost'],
] as const satisfies [TraderAction, string][];

/**
 * The move pressed and its dialog: the details to send or the dispute's reason and note (asked first, in
 * words), the move sent once, a refusal kept in the dialog, an order moved meanwhile said beside it;
 * on a phone, back to the queue once done with the order.
 */
function useOrderMoves(order: TraderOrder, amount: string) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const mutation = useOrderAction(order.id, {
    onMoved: (updated) => {
      // "Money received" ends with a notice on the screen, whichever screen the trader is sent to:
      // the order and the sum recorded (issue 38). Other moves are said to screen readers.
      if (updated.status === 'completed') notify(t('detail.recorded', { id: shortId(updated.id), amount }));
      else announce(t('detail.done', { amount, status: t(`status.${updated.status}`) }));
      // On a phone the order covers the queue: done with it (confirmed, cancelled, disputed), the trader
      // is back on the queue. After sending details the trader stays, to see the customer pay.
      if (updated.status !== 'customer_confirm' && window.matchMedia?.(PHONE_QUERY).matches)
        void navigate('/');
    },
  });
  const [pendingAction, setPendingAction] = useState<TraderAction | null>(null);
  const [requisites, setRequisites] = useState<Record<string, string> | null>(null);
  const [movedMessage, setMovedMessage] = useState<string | null>(null);
  const [dispute, setDispute] = useState<{ reason: DisputeReason | null; note: string }>({
    reason: null,
    note: '',
  });
  const [disputeError, setDisputeError] = useState<'reason' | 'note' | null>(null);
  const statusAtPress = useRef(order.status);

  const open = (action: TraderAction, values?: Record<string, string>) => {
    mutation.reset();
    setMovedMessage(null);
    statusAtPress.current = order.status;
    setRequisites(values ?? null);
    setDispute({ reason: null, note: '' });
    setDisputeError(null);
    setPendingAction(action);
  };
  const close = () => {
    if (mutation.isPending) return;
    setPendingAction(null);
  };
  const run = () => {
    if (!pendingAction || mutation.isPending) return;
    if (pendingAction === 'dispute') {
      // The server checks the same (400 naming the field); asked here first, in words, all at once.
      const missing = !dispute.reason
        ? 'reason'
        : dispute.reason === 'other' && !dispute.note.trim()
          ? 'note'
          : null;
      setDisputeError(missing);
      if (missing) return;
    }
    mutation.mutate(
      {
        action: pendingAction,
        requisites: requisites ?? undefined,
        dispute:
          pendingAction === 'dispute' && dispute.reason
            ? { reason: dispute.reason, ...(dispute.note.trim() && { note: dispute.note.trim() }) }
            : undefined,
      },
      {
        onSuccess: () => setPendingAction(null),
        onError: (error) => {
          // A refusal the trader can act on (offline, balance, entry limits) stays in the dialog, in words.
          if (refusalOf(error)) return;
          if (isApiError(error, 409) || isApiError(error, 404)) {
            // The order moved meanwhile (the customer cancelled, the time ran out, another tab acted).
            setPendingAction(null);
            const message = t('detail.moved', { amount });
            setMovedMessage(message);
            announce(message);
          }
        },
      },
    );
  };

  const errors = fieldErrors(mutation.error);
  const serverDisputeError = errors.note ? 'note' : errors.reason ? 'reason' : null;
  const refusal = refusalOf(mutation.error);
  const dialogError = refusal
    ? t(`errors.${refusal}`)
    : mutation.isError && !isApiError(mutation.error, 409) && !isApiError(mutation.error, 404)
      ? isApiError(mutation.error, 400)
        ? t('detail.check_fields')
        : t('errors.action_failed')
      : null;
  const changeDispute = (change: Partial<typeof dispute>) => {
    setDispute((current) => ({ ...current, ...change }));
    setDisputeError(null);
  };
  return {
    mutation,
    pendingAction,
    requisites,
    movedMessage,
    dispute,
    changeDispute,
    disputeError: disputeError ?? serverDisputeError,
    dialogError,
    open,
    close,
    run,
  };
}

/** One order: everything the trader matches against the bank app, and the moves allowed now. */
export function OrderDetail({ order, entry, methodFields, receipts }: OrderDetailProps) {
  const { t } = useTranslation('console');
  const amount = formatMoney(order.amount, order.currency);
  const {
    mutation,
    pendingAction,
    requisites,
    movedMessage,
    dispute,
    changeDispute,
    disputeError,
    dialogError,
    open,
    close,
    run,
  } = useOrderMoves(order, amount);
  const state = customerStateOf(order);
  const requisiteRows = useRequisiteRows(order.requisites);
  const actions = traderActionsFrom(order.status);
  const payment = order.payment;
  // A bank message of another sum on the order: "Money received" asks for a tick that the whole sum came.
  const { messages, press, confirmPressed, sumCheck } = useSumGuard(order, { pendingAction, open, run });

  return (
    <article className="detail" aria-labelledby="detail-title">
      <Link to="/" className="detail__back link">
        ← {t('detail.back')}
      </Link>
      <header className="detail__head">
        <h1 className="detail__amount" id="detail-title" tabIndex={-1}>
          {amount}
        </h1>
        <StatusBadge status={order.status} />
      </header>
      <PaidOther order={order} className="detail__meta" />
      <p className="detail__meta">
        #{shortId(order.id)} · {formatDateTime(order.createdAt)} <Countdown until={order.statusTimeoutAt} />
      </p>
      {state ? (
        <p className={`customer-state customer-state--${state}`} data-testid="customer-state">
          {t(`customer_state.${state}`)}
        </p>
      ) : null}
      {movedMessage ? (
        <p className="alert" role="status">
          {movedMessage}
        </p>
      ) : null}

      {actions.some((action) => action !== 'requisites') ? (
        <MoveButtons actions={actions} disabled={mutation.isPending} onPress={press} />
      ) : null}

      <SenderDetails payment={payment} />

      <OrderMessages messages={messages} />

      <RoutedPanel order={order} entry={entry} requisiteRows={requisiteRows} />

      {actions.includes('requisites') ? (
        <section className="panel">
          <RequisitesForm
            fields={methodFields}
            currency={order.currency}
            pending={mutation.isPending}
            error={mutation.error}
            onSubmit={(values) => press('requisites', values)}
          />
        </section>
      ) : null}

      {receipts}

      <ConfirmDialog
        open={pendingAction !== null}
        className={pendingAction === 'dispute' ? 'dialog--dispute' : undefined}
        title={pendingAction ? t(`detail.ask.${pendingAction}_title`, { amount }) : ''}
        confirmLabel={pendingAction ? t(`detail.ask.${pendingAction}_button`) : ''}
        danger={pendingAction === 'cancel' || pendingAction === 'dispute'}
        pending={mutation.isPending}
        error={dialogError}
        onConfirm={confirmPressed}
        onClose={close}
      >
        <p>{pendingAction ? t(`detail.ask.${pendingAction}_body`, { amount }) : null}</p>
        {sumCheck}
        {requisites ? <DetailsList rows={Object.entries(requisites)} /> : null}
        {pendingAction === 'dispute' ? (
          <DisputeReasonFields
            reasons={DISPUTE_REASONS}
            value={dispute}
            onChange={changeDispute}
            error={disputeError}
            disabled={mutation.isPending}
          />
        ) : null}
      </ConfirmDialog>
    </article>
  );
}

/** The moves allowed now drawn as buttons (confirm, dispute, cancel), each asked in a dialog when pressed. */
function MoveButtons({
  actions,
  disabled,
  onPress,
}: {
  actions: readonly TraderAction[];
  disabled: boolean;
  onPress: (action: TraderAction) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="actions detail__actions">
      {MOVES.filter(([action]) => actions.includes(action)).map(([action, className]) => (
        <button
          key={action}
          type="button"
          className={className}
          onClick={() => onPress(action)}
          disabled={disabled}
        >
          {t(`detail.${action}`)}
        </button>
      ))}
    </div>
  );
}

/** Where the money goes: the book entry the order was routed to (or that it is gone, or none) and its details. */
function RoutedPanel({
  order,
  entry,
  requisiteRows,
}: {
  order: TraderOrder;
  entry: RequisiteEntry | undefined;
  requisiteRows: [string, string][];
}) {
  const { t } = useTranslation('console');
  const banks = useQuery(banksQuery);
  return (
    <section className="panel" aria-labelledby="routed-title">
      <h2 className="panel__title" id="routed-title">
        {t('detail.routed_title')}
      </h2>
      <p className="detail__entry">
        {entry
          ? [entry.label, entryBankName(t, entry, banks.data)].filter(Boolean).join(' · ')
          : order.requisiteEntryId
            ? t('order.deleted_entry')
            : t('order.no_entry')}
      </p>
      <DetailsList rows={[[t('field.bank'), orderBankName(t, order, banks.data)], ...requisiteRows]} />
    </section>
  );
}
