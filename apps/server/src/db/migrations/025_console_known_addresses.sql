-- Console sign-in from an address the account has signed in from before (issue 33, finding 8). A
-- stranger with many addresses could still lock any account: each address's few failures went to the
-- account's one count. Now an address where the account signed in successfully in the last
-- KNOWN_ADDRESS_DAYS (console/sign-in-limits.ts) has a count of its own, per account: the account's
-- count (console_users.failed_attempts / locked_until) holds back only the addresses it never signed in
-- from, so its owner still signs in from its usual ones while a stranger's guesses are limited as
-- before. An address is an IPv4 address or an IPv6 /64 (security/client-address.ts). Rows of addresses
-- not signed in from for that long, with no lock running, are pruned (db/retention.ts).
CREATE TABLE console_known_addresses (
  user_id uuid NOT NULL REFERENCES console_users (id) ON DELETE CASCADE,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_attempt_at timestamptz,
  PRIMARY KEY (user_id, address)
);
CREATE INDEX console_known_addresses_last_success_idx ON console_known_addresses (last_success_at);
