-- The traders' phones (issues 36 and 38).
-- The operator's list of messages no rule read (GET /api/v1/admin/bank-notifications/unread), every
-- trader's, newest first: read from this index, not by scanning every trader's notifications.
-- A message from a sender no rule lists keeps no text ('' in bank_notifications.text), and a one-time
-- code or password arrives masked (ingest.ts keptText): nothing here changes stored rows.
-- The operator's minutes after which a phone is silent live in settings ('phones.silent_after_minutes').
CREATE INDEX bank_notifications_unread_idx ON bank_notifications (created_at DESC, id DESC)
  WHERE outcome = 'unparsed';
