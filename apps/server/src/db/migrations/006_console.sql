-- The console (issue 13): accounts of traders, operators and shops, and their sign-in sessions.

CREATE TABLE console_users (
  id uuid PRIMARY KEY,
  -- Shown as typed; unique whatever its case (console_users_login_idx), looked up by lower(login).
  login text NOT NULL,
  -- argon2id (PHC string), never the password.
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('trader', 'operator', 'shop')),
  trader_id uuid REFERENCES traders (id),
  shop_id uuid REFERENCES shops (id),
  -- The TOTP secret (RFC 6238), encrypted with SECRETS_KEY; when set, sign-in asks for a code.
  totp_secret_enc text,
  -- The time step of the last code accepted: a code is good once.
  totp_last_step bigint,
  -- Wrong passwords since the last sign-in; at the limit the account is locked until locked_until.
  -- Kept here, not in a replica's memory, so the lock holds whichever replica is asked.
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CHECK ((role = 'trader') = (trader_id IS NOT NULL)),
  CHECK ((role = 'shop') = (shop_id IS NOT NULL))
);
CREATE UNIQUE INDEX console_users_login_idx ON console_users (lower(login));

-- One signed-in browser. The id is the SHA-256 (hex) of the cookie's 256-bit token: the token itself
-- is never stored, so the table does not hand out sessions if it leaks.
CREATE TABLE console_sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES console_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Slides forward with use (CONSOLE_SESSION_IDLE_HOURS), never past the absolute cap.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX console_sessions_user_idx ON console_sessions (user_id, created_at);

-- The trader's order history (GET /api/v1/trader/orders/search): newest first, keyset by (created_at, id).
CREATE INDEX orders_trader_created_idx ON orders (trader_id, created_at DESC, id DESC);
