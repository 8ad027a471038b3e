-- Money that does not fit an order (issue 36): a credit no open order fits is shown beside the order it
-- may belong to — one of its amount on its card cancelled within LATE_PAYMENT_HOURS (paid_late), or an
-- open one on its card of another sum (amount_differs). Nothing is confirmed by either.
ALTER TABLE bank_notifications DROP CONSTRAINT bank_notifications_review_reason_check;
ALTER TABLE bank_notifications ADD CONSTRAINT bank_notifications_review_reason_check
  CHECK (review_reason IN ('no_phone_time', 'same_money_linked', 'same_amount_ended', 'paid_late', 'amount_differs'));
