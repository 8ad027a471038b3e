-- Card networks (decision 018): Uzbekistan's Humo and Uzcard and Armenia's ArCa send a card's SMS from their
-- own sender, whatever bank issued the card. They stand in the catalogue beside the banks, so a rule names one
-- as its bank; a credit such a rule reads fits an order on any bank by the card's last digits alone, and
-- without last digits fits none (bank-notifications/ingest.ts). Networks of SHIPPED_RULES_VERSION 6.
ALTER TABLE banks ADD COLUMN is_card_network boolean NOT NULL DEFAULT false;

INSERT INTO banks (code, name) VALUES ('humo', 'Humo'), ('uzcard', 'Uzcard'), ('arca', 'ArCa')
ON CONFLICT (code) DO NOTHING;
UPDATE banks SET is_card_network = true WHERE code IN ('humo', 'uzcard', 'arca');
