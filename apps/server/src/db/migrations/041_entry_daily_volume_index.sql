-- A book entry's daily limit counts its orders assigned since midnight (routing/eligible-candidates.ts
-- entryTodayVolume): read by the entry and the assignment time, routing adds today's orders of the
-- entry, not every order it ever had (an entry of a year's history has thousands).
CREATE INDEX orders_entry_assigned_idx ON orders (requisite_entry_id, assigned_at) INCLUDE (amount, status);
