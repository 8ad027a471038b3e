-- Pruning (db/retention.ts) finds rows by age; without these it would read whole tables.

CREATE INDEX IF NOT EXISTS client_errors_created_idx ON client_errors (created_at);

CREATE INDEX IF NOT EXISTS idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE INDEX IF NOT EXISTS callback_attempts_attempted_idx ON callback_attempts (attempted_at);
