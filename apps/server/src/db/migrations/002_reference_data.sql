-- Reference data every deployment starts with; operators edit it through the admin API.

INSERT INTO currencies (code, symbol) VALUES
  ('RUB', '₽'), ('KZT', '₸'), ('UZS', 'soʻm'), ('KGS', 'с'), ('TJS', 'SM'), ('AMD', '֏'), ('AZN', '₼'),
  ('BYN', 'Br'), ('INR', '₹'), ('TRY', '₺'), ('UAH', '₴'), ('EUR', '€'), ('USD', '$')
ON CONFLICT (code) DO NOTHING;

INSERT INTO banks (code, name) VALUES
  ('any_bank', 'Any bank'), ('sberbank', 'Sberbank'), ('tinkoff', 'T-Bank'), ('alfabank', 'Alfa-Bank'),
  ('vtb', 'VTB'), ('raiffeisen', 'Raiffeisenbank'), ('ozon', 'Ozon Bank'), ('kaspi', 'Kaspi Bank'),
  ('halyk', 'Halyk Bank'), ('kapitalbank', 'Kapitalbank'), ('mbank', 'MBank'), ('eskhata', 'Bank Eskhata'),
  ('ameriabank', 'Ameriabank'), ('kapital_az', 'Kapital Bank'), ('belarusbank', 'Belarusbank'),
  ('sbi', 'State Bank of India'), ('hdfc', 'HDFC Bank'), ('ziraat', 'Ziraat Bankası'),
  ('monobank', 'monobank'), ('privatbank', 'PrivatBank'), ('revolut', 'Revolut')
ON CONFLICT (code) DO NOTHING;

INSERT INTO meta (key, value) VALUES ('telegram_support_bot_url', 'https://t.me/payorder_support_bot')
ON CONFLICT (key) DO NOTHING;

INSERT INTO sci_domains (host, theme, logo, title, copyright, loader) VALUES
  ('*', 'light', '/brand/payorder-logo.svg', 'Payorder', 'Payorder', '/brand/payorder-loader.svg')
ON CONFLICT (host) DO NOTHING;
