-- Live streams end with the access that opened them (issue 20, finding 3; events/stream-access.ts): a
-- console session revoked or deleted, a console account or a trader disabled is notified on
-- `stream_access_ended` when its transaction commits, to every replica, whichever code path changed
-- the row. (migrate.ts splits statements at a `;` that ends a line: the bodies keep theirs mid-line.)
CREATE FUNCTION notify_stream_access_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stream_access_ended', json_build_object(TG_ARGV[0], OLD.id)::text); RETURN NULL; END
$$;

CREATE TRIGGER console_session_ended AFTER UPDATE OF revoked_at ON console_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_stream_access_ended('sessionId');

CREATE TRIGGER console_session_deleted AFTER DELETE ON console_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION notify_stream_access_ended('sessionId');

CREATE TRIGGER console_user_disabled AFTER UPDATE OF disabled_at ON console_users FOR EACH ROW
  WHEN (OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL)
  EXECUTE FUNCTION notify_stream_access_ended('userId');

CREATE TRIGGER trader_disabled AFTER UPDATE OF disabled_at ON traders FOR EACH ROW
  WHEN (OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL)
  EXECUTE FUNCTION notify_stream_access_ended('traderId');
