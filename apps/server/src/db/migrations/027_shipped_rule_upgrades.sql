-- Shipped rules reach running platforms (bank-notifications/rules-store.ts applyShippedRules): a release
-- whose SHIPPED_RULES_VERSION is newer than the database's (settings 'notification_rules_seeded') inserts
-- its new rules and updates the copies the operator left as shipped; an edited or deleted one stays so.

-- A shipped rule's copy: its key (shipped-rules.ts) and the fingerprint of the content last shipped to it;
-- a copy whose content no longer has that fingerprint is the operator's. Null on the operator's own rules.
ALTER TABLE notification_rules ADD COLUMN shipped_key text;
ALTER TABLE notification_rules ADD COLUMN shipped_fingerprint text;
CREATE UNIQUE INDEX notification_rules_shipped_key_idx ON notification_rules (shipped_key) WHERE shipped_key IS NOT NULL;

-- Every shipped rule this database was ever given, by key: one with no copy left was deleted by the
-- operator and is never given again (whichever release deleted it).
CREATE TABLE notification_rules_shipped (
  key text PRIMARY KEY,
  version integer NOT NULL,
  shipped_at timestamptz NOT NULL DEFAULT now()
);

-- The audit log's actor of what a release did by itself (an upgrade's changed rules): 'release'.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('admin_api_key', 'console_user', 'release'));
