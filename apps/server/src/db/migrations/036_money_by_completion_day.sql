-- Issue 38: today's volume means one thing everywhere, the orders completed today, by when each
-- completed (apps/server/src/ledger/today-volume.ts). The overview's money is now read per day an order
-- completed, not the day it was created: an index to read a day's completed orders, and the days kept
-- with the older money forgotten (overview_days is a cache; each is read again when next asked).
CREATE INDEX orders_completed_finished_idx ON orders (finished_at) WHERE status = 'completed';
DELETE FROM overview_days;
