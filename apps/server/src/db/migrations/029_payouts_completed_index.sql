-- The operator's overview counts the payouts completed in its period (docs/architecture.md "Payouts",
-- overview/overview.ts completedPayouts): by completion time, among the completed ones only, so a
-- platform paying out thousands a day reads the period's rows, never every payout it ever completed.
CREATE INDEX payouts_completed_idx ON payouts (completed_at) WHERE status = 'completed';
