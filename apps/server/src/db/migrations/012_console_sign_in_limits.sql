-- Console sign-in limits (issue 20, findings 1 and 7). An attempt is counted before its password is
-- checked (console/console-accounts.ts signIn), so a parallel burst is limited like the same
-- guesses one after another.

-- Failed sign-ins of logins that are no account (or a disabled one), counted exactly like
-- console_users.failed_attempts / locked_until / last_attempt_at: an unknown login locks after 5 like a
-- known one, so the answers never tell which logins exist. Keyed by HMAC-SHA256(SECRETS_KEY,
-- lower(login)), never the login itself: people type passwords into the login field. A row whose lock
-- has ended, or whose last attempt is older than the lock lasts, holds nothing back (the next attempt
-- counts 1 either way) and is pruned (db/retention.ts).
CREATE TABLE console_unknown_logins (
  login_key text PRIMARY KEY,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_attempt_at timestamptz NOT NULL
);
CREATE INDEX console_unknown_logins_last_attempt_idx ON console_unknown_logins (last_attempt_at);

-- A login's failures are forgotten once CONSOLE_LOCK_MINUTES pass without one, for accounts as for
-- unknown logins, so pruning unknown logins never makes them answer differently from accounts.
ALTER TABLE console_users ADD COLUMN last_attempt_at timestamptz;

-- Failed sign-ins per client address (CONSOLE_SIGN_IN_FAILURES_PER_IP in the hour from window_start):
-- at the limit the address is refused before any account's counter moves, so one address cannot lock
-- an operator out. An address is an IPv4 address or an IPv6 /64 (security/client-address.ts). A success
-- gives its attempt back. Kept here, not in a replica's memory, so it holds whichever replica is asked.
-- A row whose hour is over is pruned (db/retention.ts).
CREATE TABLE console_sign_in_addresses (
  address text PRIMARY KEY,
  failed_attempts integer NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX console_sign_in_addresses_window_idx ON console_sign_in_addresses (window_start);
