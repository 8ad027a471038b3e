-- Phones whose forwarder app cannot send an Authorization header (issue 36): such an app posts to
-- /api/v1/ingest/bank-notifications/devices/{device id} and signs each post with the device key
-- (HMAC-SHA256). Checking a signature needs the key itself, not only its hash: it is kept sealed with
-- SECRETS_KEY (security/crypto.ts encrypt), like the shops' webhook secrets. Phones paired before this
-- migration have none and keep posting with the header; pairing one again lets it sign.
-- last_heartbeat_at: any authenticated post, a forwarder's heartbeat (SMS Gateway's system:ping) too;
-- last_message_at: the last message stored. Shown in the trader's phones list.
ALTER TABLE bank_devices ADD COLUMN key_enc text;
ALTER TABLE bank_devices ADD COLUMN last_heartbeat_at timestamptz;
ALTER TABLE bank_devices ADD COLUMN last_message_at timestamptz;
