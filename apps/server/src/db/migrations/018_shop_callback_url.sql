-- The shop's own webhook endpoint (issue 22): the callback URL its console saves, one per mode. An order
-- created without `callbackUrl` takes the saved one of its mode, and a test event without a URL goes to it.
-- Null until the shop (or the operator) saves one.
ALTER TABLE shops ADD COLUMN callback_url text;
ALTER TABLE shops ADD COLUMN test_callback_url text;
