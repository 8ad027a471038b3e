-- Console sign-in limits (issue 20, findings 1 and 7). An attempt is counted before its password is
-- checked (console/console-accounts.ts checkSignIn), so a parallel burst is limited like the same
-- guesses one after another.

-- Failed sign-ins of logins that are no account (or a disabled one), counted exactly like
-- console_users.failed_attempts / locked_until: an unknown login locks after 5 like a known one, so
-- the answers never tell which logins exist. Keyed by lower(login), as console_users_login_idx.
CREATE TABLE console_unknown_logins (
  login text PRIMARY KEY,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- Failed sign-ins per client address (CONSOLE_SIGN_IN_FAILURES_PER_IP in the hour from window_start):
-- at the limit the address is refused before any account's counter moves, so one address cannot lock
-- an operator out. A success gives its attempt back. Kept here, not in a replica's memory, so it holds
-- whichever replica is asked.
CREATE TABLE console_sign_in_addresses (
  address text PRIMARY KEY,
  failed_attempts integer NOT NULL,
  window_start timestamptz NOT NULL
);
