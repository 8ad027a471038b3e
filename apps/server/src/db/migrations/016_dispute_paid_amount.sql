-- Disputes with a corrected amount (issue 22): the customer paid another sum than the order's, and an
-- operator completes the order for the sum that arrived. `paid_amount` is that sum (null unless
-- corrected: a completed order's paid amount is then its amount). The shop's fee and the trader's
-- commission are taken of the sum that arrived, at the rates fixed when the order was created and
-- assigned: kept here so that a later change of the shop's or the trader's rate does not alter them.
-- Null on orders made before this migration (the shop's and trader's current rates are used then).
ALTER TABLE orders ADD COLUMN paid_amount numeric(17, 2) CHECK (paid_amount > 0);
ALTER TABLE orders ADD COLUMN fee_percent numeric(5, 2);
ALTER TABLE orders ADD COLUMN trader_commission_percent numeric(5, 2);
