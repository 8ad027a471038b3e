-- Bank notifications and automatic confirmation (issue 24; docs/architecture.md "Bank notifications").

-- A trader's paired phone. Its key is shown once and kept as its SHA-256 only; it opens the ingest
-- route and nothing else. Revoked phones are kept (their notifications name them), never deleted.
CREATE TABLE bank_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trader_id uuid NOT NULL REFERENCES traders (id),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  last_seen_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_devices_trader_idx ON bank_devices (trader_id, created_at DESC);

-- Rules that read a bank's messages: data the operator edits (admin API), per bank of the catalogue.
-- Shipped rules are inserted once (bank-notifications/rules-store.ts seedShippedRules).
CREATE TABLE notification_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bank text NOT NULL REFERENCES banks (code),
  name text NOT NULL,
  senders text[] NOT NULL,
  kind text NOT NULL CHECK (kind IN ('credit', 'debit', 'other')),
  pattern text NOT NULL,
  currency text,
  priority integer NOT NULL DEFAULT 100,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_rules_bank_idx ON notification_rules (bank, priority);

-- Every message a phone posted, read or not, duplicates too (outcome duplicate, duplicate_of the first).
-- order_id: the order it matched, confirmed or was attached to by hand; one message per order.
CREATE TABLE bank_notifications (
  id uuid PRIMARY KEY,
  device_id uuid NOT NULL REFERENCES bank_devices (id),
  trader_id uuid NOT NULL REFERENCES traders (id),
  sender text NOT NULL,
  text text NOT NULL,
  app text,
  message_id text,
  sim text,
  received_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('credit', 'debit', 'other', 'unknown_sender', 'unparsed')),
  bank text,
  rule_id uuid REFERENCES notification_rules (id) ON DELETE SET NULL,
  amount numeric(17, 2),
  currency text,
  last4 text,
  payer text,
  reference text,
  outcome text NOT NULL CHECK (outcome IN ('confirmed', 'matched', 'unmatched', 'ambiguous', 'ignored', 'unparsed', 'duplicate')),
  order_id uuid REFERENCES orders (id),
  linked_by text CHECK (linked_by IN ('auto', 'hand')),
  candidate_order_ids uuid[] NOT NULL DEFAULT '{}',
  duplicate_of uuid REFERENCES bank_notifications (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_notifications_trader_idx ON bank_notifications (trader_id, created_at DESC, id DESC);
CREATE INDEX bank_notifications_trader_outcome_idx ON bank_notifications (trader_id, outcome, created_at DESC, id DESC);
CREATE UNIQUE INDEX bank_notifications_order_idx ON bank_notifications (order_id) WHERE order_id IS NOT NULL;

-- Duplicate guard, race-safe: a message claims its keys (m:<messageId>, and t:<hash of its text>) per
-- device by primary key; a second claim of a live key finds the row and is a duplicate. A text's claim
-- lives NOTIFICATION_DUPLICATE_WINDOW_MINUTES; a messageId's for good (expires_at infinity).
CREATE TABLE bank_notification_keys (
  device_id uuid NOT NULL REFERENCES bank_devices (id),
  key text NOT NULL,
  notification_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (device_id, key)
);

-- The trader's auto-confirm mode (PUT /api/v1/trader/auto-confirm).
ALTER TABLE traders ADD COLUMN auto_confirm_mode text NOT NULL DEFAULT 'off'
  CHECK (auto_confirm_mode IN ('off', 'after_customer', 'on_arrival'));

-- A phone (its device id) is an actor of the order's history: its notification confirmed the order.
ALTER TABLE order_history DROP CONSTRAINT order_history_actor_kind_check;
ALTER TABLE order_history ADD CONSTRAINT order_history_actor_kind_check
  CHECK (actor_kind IN ('customer', 'trader', 'operator', 'system', 'shop', 'device'));
