-- The rule engine is RE2 (bank-notifications/pattern-engine.ts, decision 017), which has no lookaround:
-- a pattern with (?=…) reads nothing. The rules shipped before it looked ahead at where a word or a
-- payer's name ends; each such stored pattern, where the operator has not changed it, becomes the same
-- pattern matching that end instead, last in the pattern, so it reads exactly what it read. Rules the
-- operator wrote or edited are left as they are (the console says why one cannot be saved as it is).

UPDATE notification_rules SET pattern = $p$^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:Перевод|Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?(?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Покупка|Оплата|Списание|Выдача|Перевод на|Отмена)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Покупка|Оплата|Списание|Выдача|Перевод на|Отмена)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$(?:^|[\s:.,])(?:код|пароль|code|OTP)(?:[\s:.,]|$)$p$, updated_at = now()
 WHERE pattern = $p$(?:^|[\s:.,])(?:код|пароль|code|OTP)(?=[\s:.,]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Перевод по СБП\. )?Пополнение, (?:сч[её]т [A-Z]{3}|карта \*(?<last4>\d{4}))\. (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)\.(?: (?<payer>[^\n.]{1,60}\.?)(?:\s*Доступно|$))?$p$, updated_at = now()
 WHERE pattern = $p$^(?:Перевод по СБП\. )?Пополнение, (?:сч[её]т [A-Z]{3}|карта \*(?<last4>\d{4}))\. (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)\.(?: (?<payer>[^\n.]{1,60}\.?)(?=\s*Доступно|$))?$p$;

UPDATE notification_rules SET pattern = $p$^(?:Покупка|Оплата|Списание|Снятие|Отмена|Перевод,)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Покупка|Оплата|Списание|Снятие|Отмена|Перевод,)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Покупка|Оплата|Списание|Снятие|Перевод)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Покупка|Оплата|Списание|Снятие|Перевод)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Поступление|Зачисление|Пополнение) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽) (?:Сч[её]т|Карта) ?\*(?<last4>\d{4})(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Поступление|Зачисление|Пополнение) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽) (?:Сч[её]т|Карта) ?\*(?<last4>\d{4})(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Списание|Оплата|Покупка|Снятие)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Списание|Оплата|Покупка|Снятие)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Ozon Банк: )?(?:входящий перевод|пополнение) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Ozon Банк: )?(?:входящий перевод|пополнение) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>руб\.?|RUB|RUR|р|₽)(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Ozon Банк: )?(?:Покупка|Оплата|Списание|исходящий перевод)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Ozon Банк: )?(?:Покупка|Оплата|Списание|исходящий перевод)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Пополнение|Поступление) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>₸|KZT|тг)(?: от (?<payer>[^\n]{1,60}?))?(?: Доступно|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Пополнение|Поступление) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>₸|KZT|тг)(?: от (?<payer>[^\n]{1,60}?))?(?= Доступно|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Покупка|Оплата|Перевод|Снятие)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Покупка|Оплата|Перевод|Снятие)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Halyk: )?(?:Поступление перевода|Поступление|Пополнение|Зачисление) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>KZT|₸|тг)(?: на карту \*(?<last4>\d{4}))?(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Halyk: )?(?:Поступление перевода|Поступление|Пополнение|Зачисление) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>KZT|₸|тг)(?: на карту \*(?<last4>\d{4}))?(?: от (?<payer>[^\n]{1,60}?))?(?= Баланс|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Halyk: )?(?:Покупка|Оплата|Списание|Снятие)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Halyk: )?(?:Покупка|Оплата|Списание|Снятие)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Поповнення|Зарахування):? (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>₴|UAH|грн\.?)(?: від (?<payer>[^\n]{1,60}?))?\.?(?: Баланс|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Поповнення|Зарахування):? (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>₴|UAH|грн\.?)(?: від (?<payer>[^\n]{1,60}?))?\.?(?= Баланс|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Списання|Покупка|Оплата|Переказ)(?:[\s:,.]|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Списання|Покупка|Оплата|Переказ)(?=[\s:,.]|$)$p$;

UPDATE notification_rules SET pattern = $p$^(?:Зарахування|Поповнення) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>UAH|₴|грн\.?)(?: на картку \d{0,6}\*{0,8}(?<last4>\d{4}))?(?: від (?<payer>[^\n]{1,60}?))?\.?(?: Бал|$)$p$, updated_at = now()
 WHERE pattern = $p$^(?:Зарахування|Поповнення) (?<amount>\d[\d\s.,]*\d|\d) ?(?<currency>UAH|₴|грн\.?)(?: на картку \d{0,6}\*{0,8}(?<last4>\d{4}))?(?: від (?<payer>[^\n]{1,60}?))?\.?(?= Бал|$)$p$;
