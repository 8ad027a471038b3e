-- Payorder schema. Money is numeric(17,2); every timestamp is timestamptz.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE banks (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  symbol text NOT NULL
);

CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Payment-domain settings per host; the row with host '*' is the default.
CREATE TABLE sci_domains (
  host text PRIMARY KEY,
  theme text NOT NULL CHECK (theme IN ('light', 'payforu', 'sci')),
  logo text NOT NULL,
  title text NOT NULL,
  copyright text NOT NULL,
  loader text NOT NULL
);

CREATE TABLE shops (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  api_key_hash text NOT NULL UNIQUE,
  webhook_secret_enc text NOT NULL,
  customer_data_collection_order text NOT NULL CHECK (customer_data_collection_order IN ('before_payment', 'after_payment')),
  collect_customer_receipts boolean NOT NULL,
  payment_window_minutes integer NOT NULL CHECK (payment_window_minutes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE traders (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  api_key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE trade_methods (
  id uuid PRIMARY KEY,
  trader_id uuid NOT NULL REFERENCES traders (id),
  payment_type text NOT NULL,
  bank text NOT NULL REFERENCES banks (code),
  fiat_currency text NOT NULL REFERENCES currencies (code),
  fields jsonb NOT NULL,
  customer_fields jsonb NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trade_methods_currency_idx ON trade_methods (fiat_currency) WHERE is_active;

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  shop_id uuid NOT NULL REFERENCES shops (id),
  token_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'requisites', 'customer_confirm', 'trader_confirm', 'completed', 'cancelled', 'error', 'dispute')),
  status_details text CHECK (status_details IN ('customer-payed')),
  status_timeout_at timestamptz,
  expires_at timestamptz NOT NULL,
  amount numeric(17, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL REFERENCES currencies (code),
  external_id text,
  return_url text NOT NULL,
  callback_url text,
  callback_url_status text CHECK (callback_url_status IN ('in_progress', 'success', 'error', 'error_no_response', 'error_delay')),
  trade_method_id uuid REFERENCES trade_methods (id),
  payment_type text,
  payment_bank text,
  -- Sender details keyed as order.payment (customerCardFirstDigits …).
  payment_details jsonb NOT NULL DEFAULT '{}'::jsonb,
  requisites jsonb,
  requisites_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_timeout_idx ON orders (status_timeout_at) WHERE status IN ('new', 'requisites', 'customer_confirm');
CREATE INDEX orders_trade_method_idx ON orders (trade_method_id, status);
CREATE INDEX orders_shop_idx ON orders (shop_id, created_at);

CREATE TABLE idempotency_keys (
  shop_id uuid NOT NULL REFERENCES shops (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id uuid NOT NULL REFERENCES orders (id),
  -- The 201 answer, encrypted with a key derived from the shop's API key: only that shop can read it back.
  response_enc text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, key)
);

-- Callbacks waiting to reach the shop, written in the transaction that changed the order.
CREATE TABLE callback_outbox (
  event_id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  callback_url text NOT NULL,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX callback_outbox_due_idx ON callback_outbox (next_attempt_at) WHERE state = 'pending';
CREATE INDEX callback_outbox_order_idx ON callback_outbox (order_id, created_at);

CREATE TABLE callback_attempts (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES callback_outbox (event_id),
  attempted_at timestamptz NOT NULL DEFAULT now(),
  response_code integer,
  latency_ms integer,
  error text
);
CREATE INDEX callback_attempts_event_idx ON callback_attempts (event_id, attempted_at);

CREATE TABLE receipts (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  content_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_order_idx ON receipts (order_id, created_at);

-- Reported page errors (docs/product/payment-page.md §2: fatal and non-fatal), kept for operators.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  fatal boolean NOT NULL,
  message text NOT NULL,
  context jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
