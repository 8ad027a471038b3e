-- The audit log filtered by who acted (issue 22: "filters by actor"), newest first, a page at a time.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, id DESC);
