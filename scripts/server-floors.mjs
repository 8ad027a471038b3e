/**
 * The server's folders as floors, lowest first (docs/architecture.md "Where each part lives"). A folder
 * of apps/server/src imports only folders on floors below its own, never one beside or above it; the
 * root files config.ts and logging.ts stand under every floor, app.ts, server.ts and worker.ts above them
 * all. eslint.config.js makes its zones from this list and scripts/check-imports.mjs checks it again,
 * type-only imports included; a folder missing from the list fails both.
 */
export const SERVER_FLOORS = [
  ['db'], // the pool, transactions, migrations, time limits on queries
  ['http'], // errors as the API states them, the error handler, bearer tokens, CSV replies
  ['ops'], // metrics, readiness, request ids, shutdown
  ['security'], // crypto, client addresses, secrets, customer tokens and login, rate limits, caps
  ['audit'], // the audit log
  ['console'], // console accounts, sessions, sign-in limits, TOTP
  ['auth'], // who is calling: API keys, sessions, the OpenAPI security schemes
  ['reference'], // the catalogue of banks and methods, payment domains
  ['ledger'], // double-entry accounts and lines; an order's hold, settlement and release
  ['orders'], // the order core: row, state machine, history, requisites, change notification
  ['routing'], // which trader and book entry gets an order; the offer; the book
  ['receipts', 'callbacks'], // receipt files, shop callbacks
  ['payouts'], // money out through a trader: the payout's machine, offers, proofs, lists, change notification
  ['events'], // live streams of orders and payouts
  ['bank-notifications'], // phones, rules, ingest and matching
  ['context'], // AppContext: what every route and job works with, built once in app.ts
  ['order-flows'], // the use cases: create, the customer's and trader's moves, timeline, search, history
  ['exports', 'overview', 'admin', 'page'], // CSV exports, the overview, operator management, the page
  ['demo'], // demo data and the simulated test-mode trader
  ['jobs'], // background work: retention
  ['routes', 'openapi'], // HTTP routes, the API reference
];
