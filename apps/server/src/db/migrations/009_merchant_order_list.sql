-- The shop's order list (GET /api/v1/merchant/orders): newest first, keyset by (created_at, id), and its
-- lookup by external id. The new index covers what orders_shop_idx (shop_id, created_at) served.
CREATE INDEX IF NOT EXISTS orders_shop_created_idx ON orders (shop_id, created_at DESC, id DESC);
DROP INDEX IF EXISTS orders_shop_idx;
CREATE INDEX IF NOT EXISTS orders_shop_external_idx ON orders (shop_id, external_id, created_at DESC)
  WHERE external_id IS NOT NULL;
