-- The trader's shift (issue 21): a trader's dispute names its reason (contract dispute.ts
-- DISPUTE_REASONS), kept on the dispute's history row beside the trader's words (note), and shown to
-- the operator who resolves it. Null on every other row, and on a dispute sent without a reason.
ALTER TABLE order_history ADD COLUMN reason text
  CHECK (reason IN ('amount_differs', 'no_money', 'wrong_sender', 'other'));
