-- Operator management (issue 14): the audit log, disabling shops and traders, and webhook secret rotation.

-- Every operator action: who, what, to what, the target before and after (secrets redacted by the
-- writer, audit/audit-log.ts), and the request that did it. Newest first by id.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- 'admin_api_key' (ADMIN_API_KEY holder) or 'console_user' (then its id and login at the time).
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin_api_key', 'console_user')),
  actor_user_id uuid REFERENCES console_users (id),
  actor_login text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  request_id text,
  CHECK ((actor_kind = 'console_user') = (actor_user_id IS NOT NULL AND actor_login IS NOT NULL))
);
CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, id DESC);

-- Append-only, like the ledger: what happened is never edited or removed.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit log is append-only (% on %)', TG_OP, TG_TABLE_NAME; END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- A disabled shop's API key is refused (403 shop_disabled); a disabled trader gets no new orders and
-- its key and console are refused (403 trader_disabled).
ALTER TABLE shops ADD COLUMN disabled_at timestamptz;
ALTER TABLE traders ADD COLUMN disabled_at timestamptz;

-- Webhook secret rotation with a grace period: until previous_webhook_secret_until, callbacks are
-- signed with the new secret and the previous one (two v1= in X-Payorder-Signature).
ALTER TABLE shops ADD COLUMN previous_webhook_secret_enc text;
ALTER TABLE shops ADD COLUMN previous_webhook_secret_until timestamptz;
ALTER TABLE shops ADD CONSTRAINT shops_previous_webhook_secret_check
  CHECK ((previous_webhook_secret_enc IS NULL) = (previous_webhook_secret_until IS NULL));
