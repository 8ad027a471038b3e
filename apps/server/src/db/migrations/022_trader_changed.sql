-- A trader going online or offline is notified on `trader_changed` when its transaction commits, to every
-- replica, whichever code path changed the row (PUT /trader/status, an operator disabling it, a demo
-- trader created online): the operator's live stream moves "traders online now" with it
-- (events/trader-changes.ts, issue 27). `online` is what the overview counts: online and not disabled.
-- Simulated test-mode traders are not the platform's traders and are not notified.
-- (migrate.ts splits statements at a `;` that ends a line: the body keeps its own mid-line.)
CREATE FUNCTION notify_trader_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trader_changed', json_build_object('traderId', NEW.id, 'online', NEW.is_online AND NEW.disabled_at IS NULL)::text); RETURN NULL; END
$$;

CREATE TRIGGER trader_online_changed AFTER UPDATE OF is_online, disabled_at ON traders FOR EACH ROW
  WHEN (NOT NEW.is_test AND (OLD.is_online AND OLD.disabled_at IS NULL) IS DISTINCT FROM (NEW.is_online AND NEW.disabled_at IS NULL))
  EXECUTE FUNCTION notify_trader_changed();

CREATE TRIGGER trader_created_online AFTER INSERT ON traders FOR EACH ROW
  WHEN (NOT NEW.is_test AND NEW.is_online AND NEW.disabled_at IS NULL)
  EXECUTE FUNCTION notify_trader_changed();
