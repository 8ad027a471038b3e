-- Routing's start reads the traders in their order of fairness and, trader by trader, that trader's
-- active methods (routing/eligible-candidates.ts `perTrader`), stopping after the first few traders:
-- a trader's methods are found by the trader, not by reading every method of the currency each time.
CREATE INDEX trade_methods_trader_idx ON trade_methods (trader_id) WHERE is_active;
