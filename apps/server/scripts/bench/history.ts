import pg from 'pg';

/** Completed orders behind the bench's platform: about a month of a busy shop's. */
export const HISTORY_ORDERS = 100_000;

/**
 * The platform's past, for the benches of order life and bank notifications: HISTORY_ORDERS orders
 * completed over the last 30 days on the shops and book entries the bench set up, then VACUUM ANALYZE,
 * as `pgbench -i` leaves its tables. Without a past the benches measured a platform's first minute:
 * tables the planner took for empty, and no query that reads an entry's or a trader's every order
 * slowed by it (routing did: docs/performance.md "A platform with a past"). Written with triggers and
 * foreign-key checks off (session_replication_role), as the overview bench seeds its million.
 */
export async function seedHistory(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(
      `WITH entries AS (
         SELECT e.id AS entry_id, e.trader_id, e.trade_method_id, tm.payment_type, tm.bank, e.details,
                row_number() OVER (ORDER BY e.id) - 1 AS n, count(*) OVER () AS entries
           FROM requisite_entries e JOIN trade_methods tm ON tm.id = e.trade_method_id
       ), shops AS (SELECT array_agg(id ORDER BY id) AS ids FROM shops)
       INSERT INTO orders (id, shop_id, token_hash, status, expires_at, amount, currency, return_url,
                           trade_method_id, payment_type, payment_bank, trader_id, requisite_entry_id, requisites,
                           requisites_at, assigned_at, fee, trader_commission, paid_at, finished_at, finished_move,
                           finished_by, finished_from, created_at, updated_at)
       SELECT gen_random_uuid(), shops.ids[1 + i % array_length(shops.ids, 1)], 'x', 'completed',
              at + interval '30 minutes', amount, 'RUB', 'https://shop.example/return',
              e.trade_method_id, e.payment_type, e.bank, e.trader_id, e.entry_id, e.details,
              at, at, round(amount * 0.02, 2), round(amount * 0.01, 2), at + interval '2 minutes',
              at + interval '3 minutes', 'traderConfirm', 'trader', 'trader_confirm', at, at + interval '3 minutes'
         FROM (SELECT i, now() - interval '30 days' * (1 - i::float8 / $1) - interval '1 hour' AS at,
                      (100 + (i::bigint * 7919) % 49900)::numeric(17, 2) AS amount
                 FROM generate_series(1, $1::int) i) seed
         CROSS JOIN shops
         JOIN entries e ON e.n = seed.i % e.entries`,
      [HISTORY_ORDERS],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
