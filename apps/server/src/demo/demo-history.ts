import type { AppContext } from '../context/app-context.ts';
import type { Queryable } from '../db/db.ts';
import { ownerKey } from '../ledger/ledger.ts';
import type { DemoAccounts } from './demo-accounts.ts';

/** Marks a database whose demo history was seeded (settings key): seeded once, on the first start. */
const SEEDED_KEY = 'demo_history_seeded';
/** Days of history before today (and today so far), and orders a day (on average; days vary). */
export const DEMO_HISTORY_DAYS = 21;
const ORDERS_PER_DAY = 36;

/**
 * A few weeks of past demo orders, so the overview's charts (issue 27) have something to draw on a fresh
 * start: every outcome (completed by hand or by a bank notification, cancelled by the customer or the
 * trader, expired at each step, disputed: open, or resolved either way) across both demo shops, every
 * method of the demo trader and two more demo traders (offline, their methods off: routing never gives
 * them a live order), each in its method's currency. Each order gets the history rows of the moves that
 * decided it (a dispute its reason), and its ledger lines (seedHistoryLedger). Set-based SQL in one
 * transaction: a few hundred milliseconds, on the first start only.
 * Never in test apps (server.ts calls it, not buildApp).
 */
export async function ensureDemoHistory(ctx: AppContext, accounts: DemoAccounts): Promise<boolean> {
  const { db } = ctx;
  const seeded = await db.query('SELECT 1 FROM settings WHERE key = $1', [SEEDED_KEY]);
  if (seeded.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO settings (key, value) VALUES ($1, now()::text)`, [SEEDED_KEY]);
    // Two more demo traders, each with an inactive copy of some of the demo trader's methods.
    await tx.query(
      `WITH names (n, name) AS (VALUES (1, 'Demo trader North'), (2, 'Demo trader South')),
            made AS (
              INSERT INTO traders (id, name, api_key_hash, is_demo, is_online, commission_percent)
              SELECT gen_random_uuid(), name, 'demo-history-' || gen_random_uuid(), true, false, 1.5 FROM names
              RETURNING id)
       INSERT INTO trade_methods (id, trader_id, payment_type, bank, fiat_currency, fields, customer_fields, is_active)
       SELECT gen_random_uuid(), made.id, m.payment_type, m.bank, m.fiat_currency, m.fields, m.customer_fields, false
         FROM made CROSS JOIN (SELECT * FROM trade_methods WHERE trader_id = $1 ORDER BY payment_type, bank LIMIT 4) m`,
      [accounts.traderId],
    );
    await tx.query(
      `CREATE TEMP TABLE demo_history ON COMMIT DROP AS
       WITH methods AS (
         SELECT m.id, m.trader_id, m.payment_type, m.bank, m.fiat_currency, t.commission_percent,
                row_number() OVER (ORDER BY t.id = $1 DESC, m.trader_id, m.payment_type, m.bank) - 1 AS k
           FROM trade_methods m JOIN traders t ON t.id = m.trader_id
          WHERE m.trader_id = $1 OR (t.is_demo AND t.name LIKE 'Demo trader %' AND NOT m.is_active)
       ), shops AS (
         SELECT id, fee_percent, row_number() OVER (ORDER BY id) - 1 AS k FROM shops WHERE id = ANY($2::uuid[])
       ), raw AS (
         SELECT i, d, (i * 7 + d * 3) % 100 AS kind,
                date_trunc('day', now()) - interval '1 day' * d + interval '1 minute' * ((i * 37 + d * 11) % 1400) AS at
           FROM generate_series(0, $3::int) d
           CROSS JOIN generate_series(1, $4::int) i
          WHERE (i + d) % 7 <> 0 OR d % 7 IN (2, 3)
       )
       SELECT gen_random_uuid() AS id, r.i, r.kind, r.at, s.id AS shop_id, s.fee_percent, m.id AS method_id,
              m.trader_id, m.payment_type, m.bank, m.fiat_currency, m.commission_percent,
              (500 + ((r.i * 7919 + r.d * 104729) % 95) * 100)::numeric(17, 2) AS amount,
              -- When the order's last move was made (completed, cancelled, expired or resolved).
              least(CASE WHEN r.kind < 62
                           THEN r.at + interval '1 minute' * (2 + r.i % 6) + interval '1 second' * (20 + (r.i * 13) % 400)
                         WHEN r.kind >= 89 THEN r.at + interval '1 hour' * (1 + r.i % 6)
                         ELSE r.at + interval '30 minutes' END, now() - interval '1 minute') AS ended_at,
              -- A dispute's reason (contract DISPUTE_REASONS): one a resolution can answer, every reason
              -- among the open ones.
              CASE WHEN r.kind BETWEEN 89 AND 92 THEN (ARRAY['no_money', 'wrong_sender'])[1 + r.i % 2]
                   WHEN r.kind BETWEEN 93 AND 95 THEN 'no_money'
                   WHEN r.kind >= 96 THEN (ARRAY['no_money', 'amount_differs', 'wrong_sender', 'other'])[1 + r.i % 4]
              END AS reason
         FROM raw r
         JOIN shops s ON s.k = r.i % (SELECT count(*) FROM shops)
         JOIN methods m ON m.k = (r.i * 3 + r.d) % (SELECT count(*) FROM methods)
        WHERE r.at < now() - interval '5 minutes'`,
      [
        accounts.traderId,
        Object.values(accounts.shops).map((shop) => shop.id),
        DEMO_HISTORY_DAYS,
        ORDERS_PER_DAY,
      ],
    );
    // kind (0–99): 0–51 completed by hand, 52–61 by a bank notification, 62–67 cancelled by the customer,
    // 68–72 expired choosing a method, 73–77 waiting for details, 78–84 waiting for the payment, 85–88
    // cancelled by the trader, 89–92 disputed and resolved completed, 93–95 resolved cancelled, 96–99 open.
    await tx.query(
      `INSERT INTO orders (id, shop_id, token_hash, status, expires_at, amount, currency, return_url,
                           trade_method_id, payment_type, payment_bank, trader_id, requisites_at, assigned_at,
                           fee, trader_commission, created_at, updated_at)
       SELECT id, shop_id, 'demo-history',
              CASE WHEN kind < 62 OR kind BETWEEN 89 AND 92 THEN 'completed' WHEN kind >= 96 THEN 'dispute'
                   ELSE 'cancelled' END,
              at + interval '30 minutes', amount, fiat_currency, 'https://example.com/return',
              CASE WHEN kind BETWEEN 68 AND 72 THEN NULL ELSE method_id END,
              CASE WHEN kind BETWEEN 68 AND 72 THEN NULL ELSE payment_type END,
              CASE WHEN kind BETWEEN 68 AND 72 THEN NULL ELSE bank END,
              CASE WHEN kind BETWEEN 68 AND 77 THEN NULL ELSE trader_id END,
              CASE WHEN kind BETWEEN 68 AND 77 THEN NULL ELSE at + interval '1 second' * (4 + i % 50) END,
              CASE WHEN kind BETWEEN 68 AND 77 THEN NULL ELSE at + interval '2 seconds' END,
              CASE WHEN kind < 62 OR kind BETWEEN 89 AND 92 THEN round(amount * fee_percent / 100, 2) ELSE 0 END,
              CASE WHEN kind < 62 OR kind BETWEEN 89 AND 92 THEN round(amount * commission_percent / 100, 2) ELSE 0 END,
              at, at + interval '20 minutes'
         FROM demo_history`,
    );
    await seedHistoryMoves(tx);
    await seedHistoryLedger(tx);
  });
  return true;
}

/** The trader's words beside each dispute reason, and the operator's on resolving it. */
const DISPUTE_WORDS = `(VALUES
  ('no_money', 'Nothing has arrived on the card yet', 'The statement shows the payment: it arrived late'),
  ('wrong_sender', 'The sender''s name is not the customer''s', 'The customer paid from a relative''s card: accepted'),
  ('amount_differs', 'Less arrived than the order''s amount', NULL),
  ('other', 'The bank is holding the transfer for checks', NULL)) AS words (reason, trader_note, completed_note)`;

/**
 * Each seeded order's history: the moves that decided it, whose trigger (migration 017) writes the
 * order's facts. A dispute names its reason with the trader's words; a resolution says why.
 */
async function seedHistoryMoves(tx: Queryable) {
  await tx.query(
    `INSERT INTO order_history (order_id, move, from_status, to_status, actor_kind, actor_id, note, reason, created_at)
       SELECT id, 'create', NULL, 'new', 'shop', shop_id, NULL, NULL, at FROM demo_history
       UNION ALL
       SELECT id, 'confirmPayment', 'customer_confirm', 'trader_confirm', 'customer', NULL, NULL, NULL,
              least(at + interval '1 minute' * (2 + i % 6), now() - interval '3 minutes')
         FROM demo_history WHERE kind < 62 OR kind >= 89
       UNION ALL
       SELECT id, 'traderDispute', 'trader_confirm', 'dispute', 'trader', trader_id, words.trader_note, h.reason,
              least(at + interval '1 minute' * (10 + i % 50), now() - interval '2 minutes')
         FROM demo_history h JOIN ${DISPUTE_WORDS} ON words.reason = h.reason WHERE kind >= 89
       UNION ALL
       SELECT id,
              CASE WHEN kind < 62 THEN 'traderConfirm' WHEN kind < 68 THEN 'customerCancel' WHEN kind < 85 THEN 'expire'
                   WHEN kind < 89 THEN 'traderCancel' WHEN kind < 93 THEN 'resolveCompleted' ELSE 'resolveCancelled' END,
              CASE WHEN kind < 62 THEN 'trader_confirm' WHEN kind < 68 THEN 'customer_confirm' WHEN kind < 73 THEN 'new'
                   WHEN kind < 78 THEN 'requisites' WHEN kind < 85 THEN 'customer_confirm' WHEN kind < 89 THEN 'requisites'
                   ELSE 'dispute' END,
              CASE WHEN kind < 62 OR kind BETWEEN 89 AND 92 THEN 'completed' ELSE 'cancelled' END,
              CASE WHEN kind < 52 THEN 'trader' WHEN kind < 62 THEN 'device' WHEN kind < 68 THEN 'customer'
                   WHEN kind < 85 THEN 'system' WHEN kind < 89 THEN 'trader' ELSE 'operator' END,
              CASE WHEN kind < 52 OR kind BETWEEN 85 AND 88 THEN trader_id END,
              CASE WHEN kind BETWEEN 89 AND 92 THEN words.completed_note
                   WHEN kind >= 93 THEN 'No such payment in the trader''s statement'
                   WHEN kind BETWEEN 68 AND 84 THEN 'Payment window ended' END,
              NULL, ended_at
         FROM demo_history h LEFT JOIN ${DISPUTE_WORDS} ON words.reason = h.reason WHERE kind < 96`,
  );
}

/**
 * The money of the seeded orders, as the live moves write it (ledger/order-ledger.ts), dated when each
 * move was made: each demo trader's deposit of what its orders put at stake, a hold on every order a
 * trader was given, its settlement on completion (the shop's credit less the fee, the platform's fee less
 * the commission, the trader's commission) or its release on cancellation; an open dispute stays held.
 * Every transaction's entries sum to zero and each account's cached balance moves by its entries.
 */
async function seedHistoryLedger(tx: Queryable) {
  await tx.query(
    `CREATE TEMP TABLE demo_ledger ON COMMIT DROP AS
     WITH o AS (
       SELECT o.id, o.trader_id, o.shop_id, o.currency, o.status, o.assigned_at, h.ended_at,
              (o.amount * 100)::bigint AS a, (o.fee * 100)::bigint AS f, (o.trader_commission * 100)::bigint AS c
         FROM demo_history h JOIN orders o ON o.id = h.id WHERE o.trader_id IS NOT NULL
     ), deposits AS (
       SELECT gen_random_uuid() AS tx, trader_id, currency, sum(a) AS s, min(assigned_at) - interval '1 day' AS at
         FROM o GROUP BY trader_id, currency
     ), moves AS (
       SELECT gen_random_uuid() AS tx, 'hold' AS kind, o.*, assigned_at AS at FROM o
       UNION ALL SELECT gen_random_uuid(), 'settle', o.*, ended_at FROM o WHERE status = 'completed'
       UNION ALL SELECT gen_random_uuid(), 'release', o.*, ended_at FROM o WHERE status = 'cancelled'
     )
     SELECT d.tx, 'deposit' AS kind, NULL::uuid AS order_id, d.trader_id, NULL::uuid AS shop_id, d.currency,
            'Demo history deposit' AS note, d.at, l.account_kind, l.owner_id, l.amount
       FROM deposits d
       CROSS JOIN LATERAL (VALUES ('external', NULL::uuid, -d.s), ('trader_working', d.trader_id, d.s))
         AS l (account_kind, owner_id, amount)
     UNION ALL
     SELECT m.tx, m.kind, m.id, m.trader_id, m.shop_id, m.currency, NULL, m.at, l.account_kind, l.owner_id, l.amount
       FROM moves m
       CROSS JOIN LATERAL (
         SELECT * FROM (VALUES ('trader_working', m.trader_id, -m.a), ('trader_hold', m.trader_id, m.a))
                  AS v (account_kind, owner_id, amount) WHERE m.kind = 'hold'
         UNION ALL
         SELECT * FROM (VALUES ('trader_hold', m.trader_id, -m.a), ('shop', m.shop_id, m.a - m.f),
                               ('platform', NULL::uuid, m.f - m.c), ('trader_commission', m.trader_id, m.c))
                  AS v (account_kind, owner_id, amount) WHERE m.kind = 'settle'
         UNION ALL
         SELECT * FROM (VALUES ('trader_hold', m.trader_id, -m.a), ('trader_working', m.trader_id, m.a))
                  AS v (account_kind, owner_id, amount) WHERE m.kind = 'release'
       ) AS l
      WHERE l.amount <> 0`,
  );
  await tx.query(
    `INSERT INTO ledger_accounts (kind, owner_id, currency)
     SELECT DISTINCT account_kind, owner_id, currency FROM demo_ledger
     ON CONFLICT (kind, ${ownerKey('owner_id')}, currency) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO ledger_transactions (id, kind, order_id, trader_id, shop_id, currency, note, created_at)
     SELECT DISTINCT tx, kind, order_id, trader_id, shop_id, currency, note, at FROM demo_ledger`,
  );
  await tx.query(
    `WITH entries AS (
       INSERT INTO ledger_entries (transaction_id, account_id, amount)
       SELECT l.tx, a.id, l.amount
         FROM demo_ledger l
         JOIN ledger_accounts a ON a.kind = l.account_kind AND a.currency = l.currency
          AND ${ownerKey('a.owner_id')} = ${ownerKey('l.owner_id')}
        ORDER BY l.at, l.tx
       RETURNING account_id, amount
     )
     UPDATE ledger_accounts a SET balance = a.balance + s.delta
       FROM (SELECT account_id, sum(amount) AS delta FROM entries GROUP BY account_id) s
      WHERE a.id = s.account_id`,
  );
}
