-- Banks of the shipped notification rules of SHIPPED_RULES_VERSION 5 (a shipped rule is inserted only when
-- its bank is in the catalogue): India's largest after SBI and HDFC, and Kyrgyzstan's Bakai Bank.
INSERT INTO banks (code, name) VALUES
  ('icici', 'ICICI Bank'), ('kotak', 'Kotak Mahindra Bank'), ('pnb', 'Punjab National Bank'),
  ('bankofbaroda', 'Bank of Baroda'), ('canara', 'Canara Bank'), ('bakai', 'Bakai Bank')
ON CONFLICT (code) DO NOTHING;
