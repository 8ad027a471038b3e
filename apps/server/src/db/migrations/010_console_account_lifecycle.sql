-- Console accounts for their whole life (issue 20, finding 5): an operator's password reset hands out a
-- one-time password; until the account has chosen its own, its session can do nothing but change it
-- (auth/auth.ts answers 403 password_change_required). Its last sign-in is its newest session's
-- created_at (console_sessions_user_idx), so it needs no column.
ALTER TABLE console_users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- A reset's one-time password signs in at most once, and only until this time (TEMPORARY_PASSWORD_HOURS
-- after the reset, account-lifecycle.ts); its first sign-in sets it NULL. While must_change_password
-- holds, NULL or a past time makes that password answer like a wrong one (console-accounts.ts signIn).
ALTER TABLE console_users ADD COLUMN temporary_password_expires_at timestamptz;
