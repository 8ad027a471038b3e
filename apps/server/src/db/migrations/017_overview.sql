-- The overview (issue 27, ARCHITECTURE.md "Overview"): facts of an order's life that its history holds,
-- kept on the order row too, so the overview reads one row per order (a million orders, 300 ms) instead
-- of joining the history. Written by a trigger on the history (each fact is a history row's), never by
-- hand; the history stays the record.

-- When the customer first said "paid" (markCustomerPayed or confirmPayment).
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
-- When the order was first disputed (it may have been resolved since).
ALTER TABLE orders ADD COLUMN disputed_at timestamptz;
-- The move that finished the order (completed or cancelled): when, which move, who made it (an
-- order_history actor_kind) and the status it left (the step an expired order stopped at).
ALTER TABLE orders ADD COLUMN finished_at timestamptz;
ALTER TABLE orders ADD COLUMN finished_move text;
ALTER TABLE orders ADD COLUMN finished_by text;
ALTER TABLE orders ADD COLUMN finished_from text;

-- (migrate.ts splits statements at a `;` that ends a line: the body keeps its own mid-line.)
CREATE FUNCTION order_history_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.move IN ('markCustomerPayed', 'confirmPayment') THEN
    UPDATE orders SET paid_at = NEW.created_at WHERE id = NEW.order_id AND paid_at IS NULL; END IF
  ; IF NEW.to_status = 'dispute' THEN
    UPDATE orders SET disputed_at = NEW.created_at WHERE id = NEW.order_id AND disputed_at IS NULL; END IF
  ; IF NEW.to_status IN ('completed', 'cancelled') AND NEW.from_status IS DISTINCT FROM NEW.to_status THEN
    UPDATE orders SET finished_at = NEW.created_at, finished_move = NEW.move, finished_by = NEW.actor_kind,
                      finished_from = NEW.from_status
     WHERE id = NEW.order_id; END IF
  ; RETURN NULL; END
$$;
-- AFTER: it runs once the move's statement (which updates the order row itself) is done.
CREATE TRIGGER order_history_facts AFTER INSERT ON order_history FOR EACH ROW
  WHEN (NEW.move IN ('markCustomerPayed', 'confirmPayment') OR NEW.to_status IN ('dispute', 'completed', 'cancelled'))
  EXECUTE FUNCTION order_history_facts();

-- Orders that moved before this migration: the same facts from their history.
UPDATE orders o SET paid_at = h.at
  FROM (SELECT order_id, min(created_at) AS at FROM order_history
         WHERE move IN ('markCustomerPayed', 'confirmPayment') GROUP BY order_id) h
 WHERE h.order_id = o.id;
UPDATE orders o SET disputed_at = h.at
  FROM (SELECT order_id, min(created_at) AS at FROM order_history WHERE to_status = 'dispute' GROUP BY order_id) h
 WHERE h.order_id = o.id;
UPDATE orders o SET finished_at = h.created_at, finished_move = h.move, finished_by = h.actor_kind,
                    finished_from = h.from_status
  FROM (SELECT DISTINCT ON (order_id) order_id, created_at, move, actor_kind, from_status FROM order_history
         WHERE to_status IN ('completed', 'cancelled') AND from_status IS DISTINCT FROM to_status
         ORDER BY order_id, id DESC) h
 WHERE h.order_id = o.id;

-- The operator's overview: live orders created in a period.
CREATE INDEX orders_overview_idx ON orders (created_at) WHERE NOT is_test;
-- Its health: the open disputes and their age, read from the index alone.
CREATE INDEX orders_open_disputes_idx ON orders (disputed_at) INCLUDE (updated_at, shop_id)
  WHERE status = 'dispute' AND NOT is_test;
-- The callbacks failing now (given up, or retrying after a failed attempt).
CREATE INDEX callback_outbox_failing_idx ON callback_outbox (created_at)
  WHERE state = 'failed' OR (state = 'pending' AND attempts > 0);

-- The overview's days (overview/overview-days.ts): a whole day that has ended, read once per scope
-- (who asks, which currency), time zone and day, its numbers kept here (counts, sums, speed samples).
CREATE TABLE overview_days (
  scope text NOT NULL,
  tz text NOT NULL,
  day date NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  numbers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, tz, day)
);
CREATE INDEX overview_days_starts_idx ON overview_days (starts_at);

-- An order that changes (or appears) on a kept day makes that day be read afresh. A day is at most 26
-- hours long (time zones, summer time), so the kept days holding an instant start in the 26 hours before it.
CREATE FUNCTION overview_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM overview_days WHERE starts_at > NEW.created_at - interval '26 hours' AND starts_at <= NEW.created_at
     AND ends_at > NEW.created_at
  ; IF TG_OP = 'UPDATE' AND OLD.created_at <> NEW.created_at THEN
    DELETE FROM overview_days WHERE starts_at > OLD.created_at - interval '26 hours' AND starts_at <= OLD.created_at
       AND ends_at > OLD.created_at
  ; END IF
  ; RETURN NULL; END
$$;
CREATE TRIGGER orders_overview_days_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.created_at < now() - interval '1 minute')
  EXECUTE FUNCTION overview_days_forget();
CREATE TRIGGER orders_overview_days_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.disputed_at IS DISTINCT FROM NEW.disputed_at
        OR OLD.finished_at IS DISTINCT FROM NEW.finished_at OR OLD.requisites_at IS DISTINCT FROM NEW.requisites_at
        OR OLD.trade_method_id IS DISTINCT FROM NEW.trade_method_id OR OLD.fee IS DISTINCT FROM NEW.fee
        OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount OR OLD.trader_id IS DISTINCT FROM NEW.trader_id
        OR OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION overview_days_forget();
