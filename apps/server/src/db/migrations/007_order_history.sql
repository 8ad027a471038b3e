-- Operations (issue 14): every order's history, shop-level callbacks (test events), operators' TOTP
-- enrolment and recovery codes, and the indexes of the operator's and shop's order searches.

-- One row per move of an order (order-machine.ts applyMove), written in the move's own transaction, and
-- one for its creation. Who made it: the customer, a trader, an operator, the system (routing, timeouts)
-- or the shop (creation); actor_id is the trader's, the operator's console account or the shop's id.
CREATE TABLE order_history (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  move text NOT NULL,
  -- Null for the creation.
  from_status text,
  to_status text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('customer', 'trader', 'operator', 'system', 'shop')),
  actor_id uuid,
  -- The reason given: an operator's note on a resolved dispute, the timeout that cancelled the order.
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_history_order_idx ON order_history (order_id, id);

-- Append-only, like the ledger: history is added to, never edited.
CREATE FUNCTION order_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'order history is append-only (% on %)', TG_OP, TG_TABLE_NAME; END $$;
CREATE TRIGGER order_history_append_only BEFORE UPDATE OR DELETE ON order_history FOR EACH ROW EXECUTE FUNCTION order_history_append_only();

-- A callback belongs to a shop; a test event ("send a test event") belongs to no order. applyMove and the
-- test event always name the shop; a row written without it (older code) is its order's shop's.
ALTER TABLE callback_outbox ADD COLUMN shop_id uuid REFERENCES shops (id);
UPDATE callback_outbox c SET shop_id = o.shop_id FROM orders o WHERE o.id = c.order_id;
ALTER TABLE callback_outbox ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE callback_outbox ADD CONSTRAINT callback_outbox_owner_check CHECK (order_id IS NOT NULL OR shop_id IS NOT NULL);
CREATE INDEX callback_outbox_shop_idx ON callback_outbox (shop_id, created_at DESC);

-- TOTP enrolment: the secret offered and not yet confirmed with a code (encrypted with SECRETS_KEY).
ALTER TABLE console_users ADD COLUMN totp_pending_secret_enc text;
-- Ten one-time recovery codes per enrolment, each kept as its SHA-256 only; used_at marks it spent.
CREATE TABLE console_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES console_users (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX console_recovery_codes_hash_idx ON console_recovery_codes (user_id, code_hash);

-- The operator's search across all orders, newest first, keyset (created_at, id); a shop's uses orders_shop_idx.
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
-- The dispute queue, oldest first.
CREATE INDEX orders_dispute_idx ON orders (updated_at) WHERE status = 'dispute';
