-- Every change to the rules that read bank messages is notified on `notification_rules_changed` when its
-- transaction commits, to every replica, whichever code path or release changed them (the console, a
-- release's shipped rules, SQL by hand): each process keeps the enabled rules between messages and
-- reads them again on this word (bank-notifications/rules-store.ts ParseRules).
-- (migrate.ts splits statements at a `;` that ends a line: the body keeps its own mid-line.)
CREATE FUNCTION notify_notification_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_rules_changed', ''); RETURN NULL; END
$$;

CREATE TRIGGER notification_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notification_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_rules_changed();
