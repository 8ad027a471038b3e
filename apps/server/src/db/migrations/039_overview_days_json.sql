-- The overview's kept days are written once and read back whole, never queried inside: json keeps the
-- text as written, so reading 30 days back no longer renders jsonb to text (some 40 ms of the
-- operator's overview over a million orders, scripts/bench-overview.ts).
ALTER TABLE overview_days ALTER COLUMN numbers TYPE json USING numbers::json;
