-- Routing and money (issue 12): traders' requisites books, order assignment, and a double-entry ledger.

-- Demo accounts serve only each other: demo trade methods and the simulated trader never touch a real shop.
ALTER TABLE shops ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
-- The shop's fee on each completed order, a percentage with two decimals.
ALTER TABLE shops ADD COLUMN fee_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (fee_percent >= 0 AND fee_percent < 100);

ALTER TABLE traders ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
ALTER TABLE traders ADD COLUMN is_online boolean NOT NULL DEFAULT false;
-- The trader's commission on each completed order, paid out of the shop's fee.
ALTER TABLE traders ADD COLUMN commission_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (commission_percent >= 0 AND commission_percent < 100);
-- Part of the working balance never put at stake (in every currency), as a decimal amount.
ALTER TABLE traders ADD COLUMN security_hold numeric(17, 2) NOT NULL DEFAULT 0 CHECK (security_hold >= 0);
-- Fair routing (docs/decisions/004): the eligible trader with the fewest turns goes first, then the one
-- assigned least recently. A sequence, not a clock, orders assignments (PGlite's clock is coarse).
CREATE SEQUENCE routing_assignments;
ALTER TABLE traders ADD COLUMN routing_turns bigint NOT NULL DEFAULT 0;
ALTER TABLE traders ADD COLUMN last_assignment bigint;

-- A trader's book: the method's declared fields filled in, with the entry's own limits.
CREATE TABLE requisite_entries (
  id uuid PRIMARY KEY,
  trader_id uuid NOT NULL REFERENCES traders (id),
  trade_method_id uuid NOT NULL REFERENCES trade_methods (id),
  -- The canonical requisites the customer is shown (field name → value).
  details jsonb NOT NULL,
  label text,
  is_active boolean NOT NULL DEFAULT true,
  min_amount numeric(17, 2) CHECK (min_amount > 0),
  max_amount numeric(17, 2) CHECK (max_amount > 0),
  daily_limit numeric(17, 2) CHECK (daily_limit > 0),
  max_open_orders integer CHECK (max_open_orders > 0),
  last_assignment bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (min_amount IS NULL OR max_amount IS NULL OR min_amount <= max_amount)
);
CREATE INDEX requisite_entries_trader_idx ON requisite_entries (trader_id) WHERE deleted_at IS NULL;

-- The trader an order is assigned to (at start-payment, when a book entry frees, or by hand), and the entry.
ALTER TABLE orders ADD COLUMN trader_id uuid REFERENCES traders (id);
ALTER TABLE orders ADD COLUMN requisite_entry_id uuid REFERENCES requisite_entries (id);
ALTER TABLE orders ADD COLUMN assigned_at timestamptz;
-- Fixed when the order is created (the shop's fee) and assigned (the trader's commission).
ALTER TABLE orders ADD COLUMN fee numeric(17, 2) NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN trader_commission numeric(17, 2) NOT NULL DEFAULT 0;
UPDATE orders o SET trader_id = tm.trader_id FROM trade_methods tm WHERE tm.id = o.trade_method_id;
CREATE INDEX orders_trader_idx ON orders (trader_id, status);
CREATE INDEX orders_entry_idx ON orders (requisite_entry_id, status);
CREATE INDEX orders_waiting_idx ON orders (created_at) WHERE status = 'requisites' AND trader_id IS NULL;

-- Ledger accounts, one per owner, kind and currency. `balance` caches the sum of the account's entries
-- (credits positive) and is checked against it; only the outside world and the platform may go negative.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('external', 'platform', 'trader_working', 'trader_hold', 'trader_commission', 'shop')),
  owner_id uuid,
  currency text NOT NULL REFERENCES currencies (code),
  balance bigint NOT NULL DEFAULT 0,
  CHECK (balance >= 0 OR kind IN ('external', 'platform')),
  CHECK ((owner_id IS NULL) = (kind IN ('external', 'platform')))
);
CREATE UNIQUE INDEX ledger_accounts_owner_idx ON ledger_accounts (kind, coalesce(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), currency);

-- One business event (a deposit, an order's hold, settlement or release). `(kind, order_id)` is unique, so
-- an order is held, settled or released at most once however often the move is retried.
CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('deposit', 'hold', 'settle', 'release')),
  order_id uuid REFERENCES orders (id),
  trader_id uuid REFERENCES traders (id),
  shop_id uuid REFERENCES shops (id),
  currency text NOT NULL REFERENCES currencies (code),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'deposit') = (order_id IS NULL))
);
CREATE UNIQUE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id, kind) WHERE order_id IS NOT NULL;
CREATE INDEX ledger_transactions_trader_idx ON ledger_transactions (trader_id, created_at);
CREATE INDEX ledger_transactions_shop_idx ON ledger_transactions (shop_id, created_at);

-- Each entry moves `amount` minor units into (positive) or out of (negative) one account.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- Append-only: the ledger is corrected by new transactions, never by editing old ones.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME; END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_append_only()
