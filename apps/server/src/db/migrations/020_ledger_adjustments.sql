-- Adjustments (issue 22, "Deposits and adjustments"): the operator corrects a trader's working balance up
-- or down in one currency, with a note saying why. Like a deposit, an adjustment belongs to no order.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('deposit', 'hold', 'settle', 'release', 'adjustment'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_check
  CHECK ((kind IN ('deposit', 'adjustment')) = (order_id IS NULL));
