-- Requisites stored before orders/requisites.ts made them canonical: move each legacy key to the one
-- key for its meaning, and a bank given by its name to its code. Values are kept, never dropped.
UPDATE orders
   SET requisites = (requisites - 'cardInfo')
       || jsonb_build_object('card_number', COALESCE(requisites->'card_number', requisites->'cardInfo'))
 WHERE requisites->'cardInfo' IS NOT NULL;

UPDATE orders
   SET requisites = (requisites - 'country')
       || jsonb_build_object('countryCode', COALESCE(requisites->'countryCode', requisites->'country'))
 WHERE requisites->'country' IS NOT NULL;

UPDATE orders
   SET requisites = (requisites - 'sberpay_url')
       || jsonb_build_object('sberPayUrl', COALESCE(requisites->'sberPayUrl', requisites->'sberpay_url'))
 WHERE requisites->'sberpay_url' IS NOT NULL;

UPDATE orders o
   SET requisites = jsonb_set(o.requisites, '{bank}', to_jsonb(b.code))
  FROM banks b
 WHERE lower(b.name) = lower(o.requisites->>'bank')
   AND NOT EXISTS (SELECT 1 FROM banks known WHERE known.code = o.requisites->>'bank');
