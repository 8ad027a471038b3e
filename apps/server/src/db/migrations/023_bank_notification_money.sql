-- Bank notifications that confirm only the order they pay (issue 33, findings 2-4; docs/architecture.md
-- "Bank notifications").

-- The phone's own time of the message (receivedAt, receivedStamp or sentStamp as it sent them); null when it
-- sent none (received_at is then the time it arrived). With the amount, currency and last digits it says
-- what the money is: the same money again from another phone of the trader, or after the text's duplicate
-- window, is a duplicate. A notification without it is never linked or confirmed automatically.
ALTER TABLE bank_notifications ADD COLUMN phone_time timestamptz;
-- Why a credit that fits an order was left to the trader to attach by hand (outcome ambiguous): the phone
-- sent no time of its own; a notification of the same amount near it is already linked to an order (the
-- bank's push after its SMS); an order of the same amount on the same card ended just before (a late payer).
ALTER TABLE bank_notifications ADD COLUMN review_reason text
  CHECK (review_reason IN ('no_phone_time', 'same_money_linked', 'same_amount_ended'));
-- The trader's credits of one amount by the phone's time: the same-money checks of every credit.
CREATE INDEX bank_notifications_money_idx ON bank_notifications (trader_id, amount, received_at)
  WHERE kind = 'credit';

-- Sberbank 900's shipped credit rule made every word that tells money in from money out optional, so the
-- trader's own "СЧЁТ2468 18:26 перевод 2 000р Баланс: ..." read as a credit: a credit now names money
-- coming in (зачисление, поступление), where it came from ("из ...", "+") or who sent it ("от ..."), and a
-- transfer with none of these is a debit. Rules still as shipped are updated (either form of the pattern,
-- with or without lookahead); a rule the operator edited is theirs and stays as it is.
INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority)
SELECT bank, 'Sberbank 900: transfer in from someone', senders, 'credit',
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} Перевод (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽) от (?<payer>[^\n]{1,60}?)(?: Баланс|$)',
       currency, priority
  FROM notification_rules
 WHERE name = 'Sberbank 900: transfer in' AND pattern IN (
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)',
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)');
UPDATE notification_rules SET updated_at = now(),
       pattern = '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:(?:Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?|Перевод (?:из [^+\d\n]{1,40}? \+?|\+))(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)'
 WHERE name = 'Sberbank 900: transfer in' AND pattern IN (
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)',
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)');
UPDATE notification_rules SET updated_at = now(), name = 'Sberbank 900: purchase, payment, withdrawal, transfer out',
       pattern = '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Покупка|Оплата|Списание|Выдача|Перевод|Отмена)(?:[\s:,.]|$)'
 WHERE name = 'Sberbank 900: purchase, payment, withdrawal' AND pattern IN (
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Покупка|Оплата|Списание|Выдача|Перевод на|Отмена)(?=[\s:,.]|$)',
       '^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Покупка|Оплата|Списание|Выдача|Перевод на|Отмена)(?:[\s:,.]|$)');

-- Orders of one amount that ended on one book entry, by when: routing keeps that amount off that entry for
-- a short while after (routing/eligible-candidates.ts AMOUNT_COOL_DOWN_SECONDS), and a credit that fits an
-- order on the entry is held for the trader (review_reason same_amount_ended).
CREATE INDEX orders_entry_amount_finished_idx ON orders (requisite_entry_id, amount, finished_at)
  WHERE finished_at IS NOT NULL;
