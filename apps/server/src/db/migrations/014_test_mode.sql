-- Test mode for shops (ARCHITECTURE.md "Test mode for shops"): a test API key and webhook secret beside
-- the live ones. A shop that existed before gets its pair at the next start (the secret is sealed
-- under SECRETS_KEY, which SQL does not hold: db/test-mode-keys.ts); its test key is shown by rotating it.
ALTER TABLE shops ADD COLUMN IF NOT EXISTS test_api_key_hash text UNIQUE;
ALTER TABLE shops ADD COLUMN IF NOT EXISTS test_webhook_secret_enc text;
ALTER TABLE shops ADD COLUMN IF NOT EXISTS previous_test_webhook_secret_enc text;
ALTER TABLE shops ADD COLUMN IF NOT EXISTS previous_test_webhook_secret_until timestamptz;

-- A test order: made with the test key, served by the simulated test-mode trader only, no ledger moves.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS is_test boolean NOT NULL DEFAULT false;
-- The simulated trader that serves test orders (and nothing else).
ALTER TABLE traders ADD COLUMN IF NOT EXISTS is_test boolean NOT NULL DEFAULT false;
-- A test order's callbacks and a test-mode test event are signed with the test webhook secret.
ALTER TABLE callback_outbox ADD COLUMN IF NOT EXISTS is_test boolean NOT NULL DEFAULT false;

-- The shop's list and its external-id lookup per mode.
CREATE INDEX IF NOT EXISTS orders_shop_mode_created_idx ON orders (shop_id, is_test, created_at DESC, id DESC);
