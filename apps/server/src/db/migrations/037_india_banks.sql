-- India's largest banks after SBI and HDFC, for their shipped notification rules (SHIPPED_RULES_VERSION 5:
-- a shipped rule is inserted only when its bank is in the catalogue).
INSERT INTO banks (code, name) VALUES
  ('icici', 'ICICI Bank'), ('kotak', 'Kotak Mahindra Bank'), ('pnb', 'Punjab National Bank'),
  ('bankofbaroda', 'Bank of Baroda'), ('canara', 'Canara Bank')
ON CONFLICT (code) DO NOTHING;
