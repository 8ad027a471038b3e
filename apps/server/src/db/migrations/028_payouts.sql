-- Payouts (docs/architecture.md "Payouts"): a shop pays a person out through a trader, on the same
-- ledger. Only additions: a release before this one keeps working on the migrated schema.

-- The shop's fee on a payout (held with the amount, taken on completion) and the trader's commission.
ALTER TABLE shops ADD COLUMN payout_fee_percent numeric(5, 2) NOT NULL DEFAULT 0
  CHECK (payout_fee_percent >= 0 AND payout_fee_percent < 100);
ALTER TABLE traders ADD COLUMN payout_commission_percent numeric(5, 2) NOT NULL DEFAULT 0
  CHECK (payout_commission_percent >= 0 AND payout_commission_percent < 100);

-- What a trader takes: currencies, payment types, the largest amount, how many at once. Offers are
-- spread by `last_offered_at` (the longest without one first).
CREATE TABLE trader_payout_settings (
  trader_id uuid PRIMARY KEY REFERENCES traders (id),
  enabled boolean NOT NULL DEFAULT false,
  currencies text[] NOT NULL DEFAULT '{}',
  payment_types text[] NOT NULL DEFAULT '{}',
  max_amount numeric(20, 2) CHECK (max_amount > 0),
  max_in_progress integer NOT NULL DEFAULT 1 CHECK (max_in_progress BETWEEN 1 AND 100),
  last_offered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  shop_id uuid NOT NULL REFERENCES shops (id),
  external_id text NOT NULL,
  is_test boolean NOT NULL DEFAULT false,
  -- The create request's hash: the same externalId with the same body answers the same payout.
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'taken', 'overdue', 'completed', 'cancelled', 'failed', 'dispute')),
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL REFERENCES currencies (code),
  payment_type text NOT NULL,
  bank text REFERENCES banks (code),
  recipient jsonb NOT NULL,
  fee numeric(20, 2) NOT NULL CHECK (fee >= 0),
  callback_url text,
  -- Offered to this trader until offer_expires_at (status new); then to the next.
  offered_trader_id uuid REFERENCES traders (id),
  offer_expires_at timestamptz,
  -- Taken by (and completed by) this trader, with its commission fixed when taken.
  trader_id uuid REFERENCES traders (id),
  commission numeric(20, 2),
  wait_until timestamptz NOT NULL,
  send_by timestamptz,
  completed_at timestamptz,
  dispute_reason text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One payout per shop, mode and externalId: 20 parallel creates with one externalId make one payout.
CREATE UNIQUE INDEX payouts_external_idx ON payouts (shop_id, is_test, external_id);
CREATE INDEX payouts_shop_created_idx ON payouts (shop_id, is_test, created_at DESC, id DESC);
CREATE INDEX payouts_status_created_idx ON payouts (status, created_at DESC, id DESC);
CREATE INDEX payouts_waiting_idx ON payouts (created_at) WHERE status = 'new';
CREATE INDEX payouts_offered_idx ON payouts (offered_trader_id) WHERE status = 'new';
CREATE INDEX payouts_trader_idx ON payouts (trader_id, status);

-- A trader who declined a payout is never offered it again.
CREATE TABLE payout_declines (
  payout_id uuid NOT NULL REFERENCES payouts (id),
  trader_id uuid NOT NULL REFERENCES traders (id),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payout_id, trader_id)
);

-- Every move of a payout: who, from where to where, why. Append-only, like the order's history.
CREATE TABLE payout_history (
  id bigserial PRIMARY KEY,
  payout_id uuid NOT NULL REFERENCES payouts (id),
  move text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('shop', 'trader', 'operator', 'system', 'device')),
  actor_id uuid,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_history_payout_idx ON payout_history (payout_id, id);
CREATE TRIGGER payout_history_append_only BEFORE UPDATE OR DELETE ON payout_history
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- The trader's proof: a receipt file (image or PDF, the receipt rules), or the phone's bank message.
CREATE TABLE payout_proofs (
  id uuid PRIMARY KEY,
  payout_id uuid NOT NULL REFERENCES payouts (id),
  content_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_proofs_payout_idx ON payout_proofs (payout_id, created_at);

-- A debit from the payout trader's phone attached to the payout it pays.
ALTER TABLE bank_notifications ADD COLUMN payout_id uuid REFERENCES payouts (id);
CREATE INDEX bank_notifications_payout_idx ON bank_notifications (payout_id) WHERE payout_id IS NOT NULL;

-- The ledger: a shop's held payouts in their own account; a payout's hold, settlement, release and
-- reversal written at most once each.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('external', 'platform', 'trader_working', 'trader_hold', 'trader_commission', 'shop', 'shop_payout_hold'));
ALTER TABLE ledger_transactions ADD COLUMN payout_id uuid REFERENCES payouts (id);
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('deposit', 'hold', 'settle', 'release', 'adjustment', 'payout_hold', 'payout_settle', 'payout_release', 'payout_reverse'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_check
  CHECK (
    CASE
      WHEN kind IN ('deposit', 'adjustment') THEN order_id IS NULL AND payout_id IS NULL
      WHEN kind LIKE 'payout\_%' THEN order_id IS NULL AND payout_id IS NOT NULL
      ELSE order_id IS NOT NULL AND payout_id IS NULL
    END
  );
CREATE UNIQUE INDEX ledger_transactions_payout_idx ON ledger_transactions (payout_id, kind) WHERE payout_id IS NOT NULL;

-- A payout's callbacks go through the same outbox as an order's.
ALTER TABLE callback_outbox ADD COLUMN payout_id uuid REFERENCES payouts (id);
CREATE INDEX callback_outbox_payout_idx ON callback_outbox (payout_id, created_at) WHERE payout_id IS NOT NULL;
