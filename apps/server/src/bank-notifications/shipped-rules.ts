import { createHash } from 'node:crypto';
import type { NotificationRuleKind } from '@payorder/contract';
import type { ParseRule } from './parse.ts';

/**
 * The rules a deployment starts with and gets with each release (rules-store.ts applyShippedRules: a
 * release with a newer SHIPPED_RULES_VERSION inserts its new rules and updates the copies the operator
 * left as shipped; then they are the operator's to edit). They read every message of samples.jsonl
 * (real messages of each bank's formats) and the same formats with other amounts, names, digits and
 * spacing. Every pattern passes patternProblem: no lookaround (the rule engine, RE2, has none), so where
 * a word or a payer's name ends is matched, not looked ahead at (`(?: Баланс|$)`), always last in the
 * pattern, where consuming it changes nothing read. Change a rule here and bump SHIPPED_RULES_VERSION.
 */
export interface ShippedRule {
  /**
   * The rule's own name across releases (stored as notification_rules.shipped_key): a release that
   * changes the rule keeps its key, so a deployment's copy is updated where the operator left it as
   * shipped (rules-store.ts applyShippedRules). Never reuse a withdrawn key.
   */
  key: string;
  bank: string;
  name: string;
  senders: string[];
  kind: NotificationRuleKind;
  pattern: string;
  currency: string | null;
  priority: number;
}

/**
 * The shipped rules' version: bump it with any change of SHIPPED_RULES (a rule added, changed or
 * withdrawn), and every deployment gets the change at its next start (rules-store.ts
 * applyShippedRules); parse.test.ts pins the content each version names. Version 1 was every build
 * before rules had keys (shipped-rules-v1.ts); 3 added HDFC Bank's NEFT credits; 5 added India's
 * ICICI, Kotak, PNB, Bank of Baroda and Canara, and Kyrgyzstan's Bakai Bank (catalogue banks of
 * migration 037); 6 added the card networks Humo and Uzcard (Uzbekistan) and ArCa (Armenia), whose credits
 * fit an order on any bank by the card's last digits (migration 038, decision 018).
 */
export const SHIPPED_RULES_VERSION = 6;

/** What an operator can change of a rule (a parse rule but its id): a stored rule still equal to a shipped one has this same content. */
export type RuleContent = Omit<ParseRule, 'id'>;

/**
 * The SHA-256 of a rule's content (hex): stored beside a shipped rule's copy as what was shipped, so an
 * upgrade knows a copy the operator left as shipped (the same fingerprint) from one they edited.
 */
export function ruleFingerprint(rule: RuleContent): string {
  const { bank, name, senders, kind, pattern, currency, priority, enabled } = rule;
  return createHash('sha256')
    .update(JSON.stringify([bank, name, [...senders], kind, pattern, currency, priority, enabled]))
    .digest('hex');
}

/** An amount as banks write it: digits with spaces, no-break spaces, `.` or `,` (parse.ts normalizeAmount). */
const AMOUNT = String.raw`(?<amount>\d[\d\s.,]*\d|\d)`;
/** A one-time code or password: never a payment. */
const CODE = String.raw`(?:^|[\s:.,])(?:код|пароль|code|OTP)(?:[\s:.,]|$)`;
/** Cyrillic words end where a space, a colon, a comma or the text does (`\b` knows only Latin letters); last in a pattern. */
const END = String.raw`(?:[\s:,.]|$)`;

const rule = (
  key: string,
  bank: string,
  senders: string[],
  kind: NotificationRuleKind,
  name: string,
  pattern: string,
  currency: string | null,
  priority: number,
): ShippedRule => ({ key, bank, name, senders, kind, pattern, currency, priority });

const SBER = ['900', 'SberBank', 'Сбербанк'];
const TBANK = ['T-Bank', 'Tinkoff', 'Т-Банк', 'Тинькофф'];
const ALFA = ['Alfa-Bank', 'AlfaBank', 'Альфа-Банк'];
const VTB = ['VTB', 'ВТБ'];
const OZON = ['Ozon Bank', 'OzonBank', 'Ozon'];
const KASPI = ['Kaspi.kz', 'Kaspi', 'KaspiBank'];
const HALYK = ['Halyk Bank', 'HalykBank', 'Halyk'];
/** India's DLT headers, matched without the operator's prefix and route (`CP-HDFCBK-S`: parse.ts senderMatches). */
const HDFC = ['HDFCBK', 'HDFCBN'];
const SBI = ['SBIUPI', 'SBIINB', 'CBSSBI', 'ATMSBI'];
/** India's other DLT headers, with any operator prefix and route too (`JD-ICICIT-S`, `VM-BOBTXN`). */
const ICICI = ['ICICIT', 'ICICIB'];
const KOTAK = ['KOTAKB', 'KOTAKD', 'Kotak Mahindra Bank'];
const PNB = ['PNBSMS'];
const BOB = ['BOBTXN', 'BOBSMS', 'BOBCRD'];
const CANARA = ['CANBNK'];
/** Bakai Bank (Kyrgyzstan): the sender as a forwarder shows it; its public samples do not name one. */
const BAKAI = ['BAKAI BANK', 'BakaiBank', 'Bakai'];
/**
 * Card networks (decision 018): their SMS names no bank of its own, whatever bank issued the card. Senders as
 * ZenMoney's public formats list them (`src/HumoCard-uz_15698/senders.txt`, `src/UzCard-uz_15515/senders.txt`,
 * `src/Ameriabank-am_15472/senders.txt`), and the network's name as a forwarder may show it. Uzcard's list
 * there also holds the short numbers 39391 and 5800, which banks send their own SMS from too: left out.
 */
const HUMO = ['HUMO', 'HUMOCARD', '11313'];
const UZCARD = ['UZCARD', 'CARDINFO'];
const ARCA = ['ARCA', 'ARCA.'];
/** A code's word in the Latin letters of Uzbekistan's SMS (`SMS-kod: 1595`), besides CODE's. */
const UZ_CODE = String.raw`(?:^|[\s:.,-])(?:kod|код|code|parol|пароль|OTP)(?:[\s:.,]|$)`;
const MONO = ['monobank', 'mono'];
const PRIVAT = ['PrivatBank', 'Privat24', 'ПриватБанк'];
const ZIRAAT = ['ZIRAAT', 'ZIRAATBANK'];

const RUB = String.raw`(?<currency>руб\.?|RUB|RUR|р|₽)`;
const INR = String.raw`(?<currency>Rs\.?|INR|₹)`;
/**
 * What India's banks send that is no customer's money, though it may name an amount and even say
 * "credited": codes, mandates and AutoPay notices (money that will leave), a card bill paid, cashback,
 * refunds, interest, a cash deposit, ACH batch credits (dividends, salaries), ATM counters. Read before
 * the bank's credit rules (priority 5), so none of them ever confirms an order.
 */
const INDIA_NOTICE = String.raw`(?:\b(?:OTP|cashback|refund(?:ed)?|interest|auto ?-?pay|mandate|will be debited|deposited in cash|free transactions?|Info ACH)\b|received (?:on|for) your [^\n]{0,40}(?:Credit Card|BOBCARD))`;

export const SHIPPED_RULES: readonly ShippedRule[] = [
  // Sberbank: SMS from 900 ("СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: …") and SberBank Online.
  // "Перевод" alone is either way: the trader's own transfer out reads "СЧЁТ2468 18:26 перевод 2 000р
  // Баланс: …" (and the `i` flag makes case no guide). A credit names what makes it one: a word of money
  // coming in (зачисление, поступление), where it came from ("из Т-Банк", "+"), or who sent it ("от …").
  rule(
    'sberbank.900.credit',
    'sberbank',
    SBER,
    'credit',
    'Sberbank 900: transfer in',
    String.raw`^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} (?:(?:Зачисление|Поступление)(?: из [^+\d\n]{1,40}?)? \+?|Перевод (?:из [^+\d\n]{1,40}? \+?|\+))${AMOUNT} ?${RUB}(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)`,
    'RUB',
    10,
  ),
  rule(
    'sberbank.900.credit-from',
    'sberbank',
    SBER,
    'credit',
    'Sberbank 900: transfer in from someone',
    String.raw`^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)(?<last4>\d{4}) \d{1,2}:\d{2} Перевод ${AMOUNT} ?${RUB} от (?<payer>[^\n]{1,60}?)(?: Баланс|$)`,
    'RUB',
    10,
  ),
  rule(
    'sberbank.online.credit',
    'sberbank',
    SBER,
    'credit',
    'SberBank Online: someone sent you money',
    String.raw`^Сбербанк Онлайн\. (?<payer>[^\n]{1,60}?) перевел\(а\) вам ${AMOUNT} ?${RUB}`,
    'RUB',
    10,
  ),
  rule(
    'sberbank.900.debit',
    'sberbank',
    SBER,
    'debit',
    'Sberbank 900: purchase, payment, withdrawal, transfer out',
    // After the credit rules: a transfer none of them reads (no "от", "из", "+") is the trader's own. A
    // transfer's sum is read (a payout the trader sent is proven by it); a purchase's, a withdrawal's or a
    // cancellation's never is (no payout is a purchase). The card named is the trader's own: no last digits.
    String.raw`^(?:СЧ[ЁЕ]Т|[A-Z]{2,5}-?)\d{4} \d{1,2}:\d{2} (?:Перевод ${AMOUNT} ?${RUB}|Покупка|Оплата|Списание|Выдача|Перевод|Отмена)${END}`,
    'RUB',
    20,
  ),
  rule('sberbank.code', 'sberbank', SBER, 'other', 'Sberbank: a code', CODE, null, 30),
  rule(
    'sberbank.offer',
    'sberbank',
    SBER,
    'other',
    'Sberbank: an offer',
    String.raw`(?:кредит|ставк|кешбэк|кэшбэк|акци|скидк|подробнее)`,
    null,
    40,
  ),
  // T-Bank (Tinkoff) pushes: "Пополнение, счет RUB. 2 000 ₽. Иван П. Доступно 10 000 ₽".
  rule(
    'tinkoff.credit',
    'tinkoff',
    TBANK,
    'credit',
    'T-Bank: top-up',
    String.raw`^(?:Перевод по СБП\. )?Пополнение, (?:сч[её]т [A-Z]{3}|карта \*(?<last4>\d{4}))\. ${AMOUNT} ?${RUB}\.(?: (?<payer>[^\n.]{1,60}\.?)(?:\s*Доступно|$))?`,
    'RUB',
    10,
  ),
  rule(
    'tinkoff.debit',
    'tinkoff',
    TBANK,
    'debit',
    'T-Bank: purchase, payment, withdrawal',
    String.raw`^(?:Покупка|Оплата|Списание|Снятие|Отмена|Перевод,)${END}`,
    null,
    20,
  ),
  rule('tinkoff.code', 'tinkoff', TBANK, 'other', 'T-Bank: a code', CODE, null, 30),
  // Alfa-Bank: "Пополнение *5678 на 1 500,00 RUR. Доступно 12 000,00 RUR".
  rule(
    'alfabank.credit',
    'alfabank',
    ALFA,
    'credit',
    'Alfa-Bank: top-up',
    String.raw`^(?:Пополнение|Поступление|Зачисление) \*(?<last4>\d{4}) на ${AMOUNT} ?${RUB}`,
    'RUB',
    10,
  ),
  rule(
    'alfabank.debit',
    'alfabank',
    ALFA,
    'debit',
    'Alfa-Bank: purchase, payment, withdrawal',
    String.raw`^(?:Покупка|Оплата|Списание|Снятие|Перевод)${END}`,
    null,
    20,
  ),
  rule('alfabank.code', 'alfabank', ALFA, 'other', 'Alfa-Bank: a code', CODE, null, 30),
  // VTB: "Поступление 5 100р Счет*1234 от ИВАН И. Баланс 9500.00р 14:32".
  rule(
    'vtb.credit',
    'vtb',
    VTB,
    'credit',
    'VTB: money in',
    String.raw`^(?:Поступление|Зачисление|Пополнение) ${AMOUNT} ?${RUB} (?:Сч[её]т|Карта) ?\*(?<last4>\d{4})(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)`,
    'RUB',
    10,
  ),
  rule(
    'vtb.debit',
    'vtb',
    VTB,
    'debit',
    'VTB: purchase, payment, withdrawal',
    String.raw`^(?:Списание|Оплата|Покупка|Снятие)${END}`,
    null,
    20,
  ),
  rule('vtb.code', 'vtb', VTB, 'other', 'VTB: a code', CODE, null, 30),
  // Ozon Bank: "Ozon Банк: входящий перевод 2 500 ₽ от Анна М. Баланс 7 800 ₽".
  rule(
    'ozon.credit',
    'ozon',
    OZON,
    'credit',
    'Ozon Bank: transfer in',
    String.raw`^(?:Ozon Банк: )?(?:входящий перевод|пополнение) ${AMOUNT} ?${RUB}(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)`,
    'RUB',
    10,
  ),
  rule(
    'ozon.debit',
    'ozon',
    OZON,
    'debit',
    'Ozon Bank: purchase, payment, transfer out',
    String.raw`^(?:Ozon Банк: )?(?:Покупка|Оплата|Списание|исходящий перевод)${END}`,
    null,
    20,
  ),
  rule('ozon.code', 'ozon', OZON, 'other', 'Ozon Bank: a code', CODE, null, 30),
  // Kaspi: "Пополнение 15 000 ₸ от Айгерим С. Доступно: 120 000 ₸".
  rule(
    'kaspi.credit',
    'kaspi',
    KASPI,
    'credit',
    'Kaspi: top-up',
    String.raw`^(?:Пополнение|Поступление) ${AMOUNT} ?(?<currency>₸|KZT|тг)(?: от (?<payer>[^\n]{1,60}?))?(?: Доступно|$)`,
    'KZT',
    10,
  ),
  rule(
    'kaspi.debit',
    'kaspi',
    KASPI,
    'debit',
    'Kaspi: purchase, payment, transfer out',
    String.raw`^(?:Покупка|Оплата|Перевод|Снятие)${END}`,
    null,
    20,
  ),
  rule('kaspi.code', 'kaspi', KASPI, 'other', 'Kaspi: a code', CODE, null, 30),
  // Halyk: "Halyk: Поступление перевода 8 000,00 KZT на карту *7788 от АСЕЛЬ Б. Баланс 58 000,00 KZT".
  rule(
    'halyk.credit',
    'halyk',
    HALYK,
    'credit',
    'Halyk: transfer in',
    String.raw`^(?:Halyk: )?(?:Поступление перевода|Поступление|Пополнение|Зачисление) ${AMOUNT} ?(?<currency>KZT|₸|тг)(?: на карту \*(?<last4>\d{4}))?(?: от (?<payer>[^\n]{1,60}?))?(?: Баланс|$)`,
    'KZT',
    10,
  ),
  rule(
    'halyk.debit',
    'halyk',
    HALYK,
    'debit',
    'Halyk: purchase, payment, withdrawal',
    String.raw`^(?:Halyk: )?(?:Покупка|Оплата|Списание|Снятие)${END}`,
    null,
    20,
  ),
  rule('halyk.code', 'halyk', HALYK, 'other', 'Halyk: a code', CODE, null, 30),
  // HDFC Bank UPI: "Rs.1500.00 credited to a/c **1234 on 25-11-26 by a/c linked to VPA … (UPI Ref No 432112345678)."
  rule(
    'hdfc.credit',
    'hdfc',
    HDFC,
    'credit',
    'HDFC Bank: UPI credit',
    String.raw`^(?<currency>Rs\.?|INR|₹) ?${AMOUNT} credited to (?:a/c|account) \*{0,2}X{0,2}(?<last4>\d{4})(?:[^\n]{0,200}?UPI Ref No\.? ?(?<reference>\d{12}))?`,
    'INR',
    10,
  ),
  // HDFC Bank NEFT: "INR 1.00 deposited in HDFC Bank A/c XX9999 on 28-NOV-26 for NEFT Cr-SBIN0000691-RAHUL
  // KUMAR-PAYORDER TRADER-SBIN326112233445.Avl bal INR …": after "NEFT Cr-" the sender's IFSC, the sender, the
  // account holder and the NEFT UTR (16 letters and digits, the customer's reference). A cash or cheque
  // deposit ("deposited … for Cash Deposit") is no transfer and reads nothing.
  rule(
    'hdfc.neft.credit',
    'hdfc',
    HDFC,
    'credit',
    'HDFC Bank: NEFT credit',
    String.raw`^(?:Update! ?)?(?<currency>INR|Rs\.?|₹) ?${AMOUNT} deposited in HDFC Bank A/c X{0,2}(?<last4>\d{4}) on \S{1,12} for NEFT Cr(?:-[A-Z]{4}0[A-Z0-9]{6}-(?<payer>[^\n-]{1,60})(?:-[^\n]{0,80}?)?-(?<reference>[A-Z0-9]{16})(?:[.\s]|$))?`,
    'INR',
    10,
  ),
  rule(
    'hdfc.debit',
    'hdfc',
    HDFC,
    'debit',
    'HDFC Bank: debit',
    String.raw`\b(?:debited|spent|withdrawn)\b`,
    null,
    20,
  ),
  rule('hdfc.code', 'hdfc', HDFC, 'other', 'HDFC Bank: an OTP', CODE, null, 30),
  // SBI UPI: "Dear UPI user A/C X1234 credited by Rs.2,250.00 on date 25Nov26 trf from RAHUL K Refno 432155512345. -SBI".
  rule(
    'sbi.credit',
    'sbi',
    SBI,
    'credit',
    'SBI: UPI credit',
    String.raw`A/C X?(?<last4>\d{4}) credited by (?<currency>Rs\.?|INR|₹) ?${AMOUNT} on date \S{1,12} trf from (?<payer>[^\n]{1,60}?) Ref ?no\.? ?(?<reference>\d{12})`,
    'INR',
    10,
  ),
  rule('sbi.debit', 'sbi', SBI, 'debit', 'SBI: debit', String.raw`\b(?:debited|withdrawn)\b`, null, 20),
  rule('sbi.code', 'sbi', SBI, 'other', 'SBI: an OTP', CODE, null, 30),
  // India's other largest banks, each from the messages in samples-india.jsonl (with their public source).
  // ICICI Bank: "ICICI Bank Account XX378 credited:Rs. 6,000.00 on 24-Jun-26. Info NEFT-<UTR>-<sender>. …" and
  // the same with "Info INF*…" (a transfer from another ICICI account). An ACH batch credit ("Info ACH*…")
  // is a dividend or a salary, never a customer's payment: the notice rule reads it first.
  rule(
    'icici.notice',
    'icici',
    ICICI,
    'other',
    'ICICI Bank: OTPs, mandates, card payments, cashback, refunds',
    INDIA_NOTICE,
    null,
    5,
  ),
  rule(
    'icici.credit',
    'icici',
    ICICI,
    'credit',
    'ICICI Bank: NEFT or transfer credit',
    String.raw`^ICICI Bank Account X{0,12}(?<last4>\d{3,4}) credited: ?${INR} ?${AMOUNT} on \S{1,12}\. Info (?:NEFT-(?<reference>[A-Z0-9]{10,22})-(?<payer>[^.\n]{1,60})|INF\*)`,
    'INR',
    10,
  ),
  rule(
    'icici.debit',
    'icici',
    ICICI,
    'debit',
    'ICICI Bank: debit, card spend, NEFT sent',
    // "…debited for Rs 500.00 on 01-Oct-25; merchant credited" is the trader's payment: "debited" decides. So
    // does "NEFT Transaction … has been credited to the beneficiary account": money the trader sent.
    String.raw`(?:\b(?:debited|spent|withdrawn)\b|credited to the beneficiary)`,
    null,
    20,
  ),
  // Kotak Mahindra Bank: "Received Rs.250.00 in your Kotak Bank AC X3333 from <VPA> on 14-10-25.UPI Ref …" and
  // "Received Rs. 329.00 on 15-04-26 in your Kotak Bank A/C x2451 by an A/C linked to mobile x111. IMPS Ref no …".
  rule(
    'kotak.notice',
    'kotak',
    KOTAK,
    'other',
    'Kotak: OTPs, cashback, refunds to a card',
    INDIA_NOTICE,
    null,
    5,
  ),
  rule(
    'kotak.credit',
    'kotak',
    KOTAK,
    'credit',
    'Kotak: UPI or IMPS credit',
    String.raw`^Received ${INR} ?${AMOUNT}(?: on \S{1,12})? in your Kotak Bank A/?C [X*]{0,12}(?<last4>\d{4})\b(?: from (?<payer>\S{1,60}) on)?(?:[^\n]{0,120}?\b(?:UPI|IMPS) Ref(?: no\.?)? ?(?<reference>\d{12})\b)?`,
    'INR',
    10,
  ),
  rule(
    'kotak.debit',
    'kotak',
    KOTAK,
    'debit',
    'Kotak: UPI sent, debit, card spend',
    String.raw`(?:^Sent (?:Rs|INR)|\b(?:debited|spent)\b)`,
    null,
    20,
  ),
  // Punjab National Bank: "Ac XX7582 Credited with Rs.4750.00 11-07-2025 08:53:21 thru UPI . Aval Bal Rs.… CR.
  // (UPI Ref ID:714628305917) …-PNB". "CR." after a balance is the balance's sign, in debits too.
  rule('pnb.notice', 'pnb', PNB, 'other', 'PNB: OTPs, AutoPay, cashback, refunds', INDIA_NOTICE, null, 5),
  rule(
    'pnb.credit',
    'pnb',
    PNB,
    'credit',
    'PNB: UPI credit',
    String.raw`^A/?c X{0,16}\d{0,12}?(?<last4>\d{4}) Credited with ${INR} ?${AMOUNT},? \d{1,2}-\d{1,2}-\d{2,4}[^\n]{0,20}? thru UPI\b(?:[^\n]{0,120}?UPI Ref ID: ?(?<reference>\d{12})\b)?`,
    'INR',
    10,
  ),
  rule('pnb.debit', 'pnb', PNB, 'debit', 'PNB: debit', String.raw`\b(?:debited|withdrawn)\b`, null, 20),
  // Bank of Baroda: "Rs.2500.00 credited to A/c XX456789 via IMPS/518233445566 by <sender>. AvlBal:…",
  // "Rs.5000.00 Credited to A/c XX112233 on 01-12-2024. …", "Your A/c XX987654 is credited with INR 70.00 on
  // 30-11-2024. …". A UPI alert "Rs.500.00 Cr. to <VPA> A/c …" names whom the money went to: no credit.
  rule(
    'bankofbaroda.notice',
    'bankofbaroda',
    BOB,
    'other',
    'Bank of Baroda: cash deposits, card payments, OTPs',
    INDIA_NOTICE,
    null,
    5,
  ),
  rule(
    'bankofbaroda.credit',
    'bankofbaroda',
    BOB,
    'credit',
    'Bank of Baroda: IMPS or account credit',
    String.raw`^${INR} ?${AMOUNT} credited to A/c X{0,12}\d{0,12}?(?<last4>\d{4}) (?:via IMPS/(?<reference>\d{12})(?: by (?<payer>[^.\n]{1,60}))?|on \d{1,2}-\d{1,2}-\d{2,4})`,
    'INR',
    10,
  ),
  rule(
    'bankofbaroda.credit-account',
    'bankofbaroda',
    BOB,
    'credit',
    'Bank of Baroda: your account is credited',
    String.raw`^Your A/c X{0,12}\d{0,12}?(?<last4>\d{4}) is credited with ${INR} ?${AMOUNT} on \d{1,2}-\d{1,2}-\d{2,4}`,
    'INR',
    10,
  ),
  rule(
    'bankofbaroda.debit',
    'bankofbaroda',
    BOB,
    'debit',
    'Bank of Baroda: debit, transfer out, card spend',
    String.raw`(?:\bDr\. from\b|\btransferred from\b|\b(?:spent|debited)\b)`,
    null,
    20,
  ),
  // Canara Bank: "An amount of INR 13,30,614.75 has been credited to XXXX6785 on 02/12/2025 towards RTGS by Sender
  // <sender>, IFSC …, Sender A/c …, UTR <UTR>, Total Avail. Bal …"; its debits read "Acct XXX123 Dr. INR 260.00".
  rule('canara.notice', 'canara', CANARA, 'other', 'Canara Bank: OTPs, ATM counters', INDIA_NOTICE, null, 5),
  rule(
    'canara.credit',
    'canara',
    CANARA,
    'credit',
    'Canara Bank: RTGS credit',
    String.raw`^An amount of ${INR} ?${AMOUNT} has been credited to X{0,12}(?<last4>\d{4}) on \S{1,12} towards RTGS\b(?: by Sender (?<payer>[^,\n]{1,60}),)?(?:[^\n]{0,160}?\bUTR (?<reference>[A-Z0-9]{12,22})\b)?`,
    'INR',
    10,
  ),
  rule(
    'canara.debit',
    'canara',
    CANARA,
    'debit',
    'Canara Bank: debit',
    String.raw`(?:\bDr\.? (?:INR|Rs\.?|₹)|\bdebited\b)`,
    null,
    20,
  ),
  // Bakai Bank (samples-kyrgyzstan.jsonl): "POPOLNENIE 260.00 KGS, OCT *<sender>, KG, 24.05.26 19:55, 4714***5501,
  // DOSTUPNO: …". A purchase cancelled ("OTMENA POKUPKI") and cashback ("Vam zachislen cashback …") are no payment.
  rule(
    'bakai.notice',
    'bakai',
    BAKAI,
    'other',
    'Bakai Bank: purchase cancelled, cashback',
    String.raw`(?:^OTMENA POKUPKI\b|\bcashback\b|кешб[эе]к|${CODE})`,
    null,
    5,
  ),
  rule(
    'bakai.credit',
    'bakai',
    BAKAI,
    'credit',
    'Bakai Bank: top-up',
    String.raw`^POPOLNENIE ${AMOUNT} (?<currency>KGS|USD|EUR|RUB|KZT), (?<payer>[^,\n]{1,60}), [A-Z]{2}, \d{2}\.\d{2}\.\d{2} \d{1,2}:\d{2}, \d{4}\*{2,8}(?<last4>\d{4}),`,
    'KGS',
    10,
  ),
  rule(
    'bakai.debit',
    'bakai',
    BAKAI,
    'debit',
    'Bakai Bank: purchase, payment, money out',
    String.raw`^(?:SPISANIE SREDSTV|USPESHNAYA POKUPKA|PLATEZH USPESHEN)\b`,
    null,
    20,
  ),
  // Card networks (samples-uzbekistan.jsonl, samples-armenia.jsonl): a credit names the card's last digits,
  // which alone pick the order, on whichever bank (ingest.ts bankFits); no rule here reads one without them.
  // Humo: "HUMOCARD *1234: popolnenie 10300.00 UZS; P2P; 20-05-22 16:00; Dostupno: 300000.00 UZS". "Schet po
  // karte HUMOCARD *6599 izmenen na summu …" says the balance changed, not which way: never a credit.
  rule(
    'humo.notice',
    'humo',
    HUMO,
    'other',
    'Humo: the balance changed (either way)',
    String.raw`\bizmenen na summu\b`,
    null,
    5,
  ),
  rule(
    'humo.credit',
    'humo',
    HUMO,
    'credit',
    'Humo: top-up',
    String.raw`^HUMOCARD \*(?<last4>\d{4}): ?popolnenie ${AMOUNT} ?(?<currency>[A-Z]{3});`,
    'UZS',
    10,
  ),
  rule(
    'humo.debit',
    'humo',
    HUMO,
    'debit',
    'Humo: payment, operation, cash withdrawal',
    String.raw`^HUMOCARD \*\d{4}: ?(?:oplata|operacija|snjatie nalichnih)\b`,
    null,
    20,
  ),
  rule('humo.code', 'humo', HUMO, 'other', 'Humo: a code', UZ_CODE, null, 30),
  // Uzcard, in Uzbek or in Russian in Latin letters: "Kartaga o'tkazma: <from>, UZ,18.05.26 19:55,karta ***0544.
  // Miqdor:500000.00 UZS Qoldiq:…", "Kirim: …", "Perevod na kartu: …, karta ***7351. summa:90000.00 UZS …",
  // "Popolnenie scheta: …". Money out: "Kartadan chiqim", "To'lov", "Platezh" (a transfer to a card too),
  // purchases, cash.
  rule(
    'uzcard.credit',
    'uzcard',
    UZCARD,
    'credit',
    'Uzcard: money in',
    String.raw`^(?:Kartaga o['’‘]tkazma|Kirim|Perevod na kartu|Popolnenie scheta): ?[^\n]{0,120}?karta \*{1,8}(?<last4>\d{4})\. ?(?:Miqdor|summa): ?${AMOUNT} ?(?<currency>[A-Z]{3})\b`,
    'UZS',
    10,
  ),
  rule(
    'uzcard.debit',
    'uzcard',
    UZCARD,
    'debit',
    'Uzcard: payment, purchase, transfer out, cash',
    String.raw`^(?:Kartadan chiqim|(?:Online )?To['’‘]lov|Platezh|Xarid|Pokupka|E-Com oplata|Naqd pulni olish|Bankomatda naqd pul yechish|Vidacha nalichnykh v bankomate|Perevod c kart[iy]|Spisanie c kart[iy]):`,
    null,
    20,
  ),
  rule('uzcard.code', 'uzcard', UZCARD, 'other', 'Uzcard: a code', UZ_CODE, null, 30),
  // ArCa: "CREDIT ACCOUNT | 97,500.00 AMD | 4083***0727, | <where>, AM | 08.04.2026 21:25 | BALANCE: …", the
  // same without the bars, "C2C RECEIVED …", and in Armenian in Latin letters "C2C STACUM …", "MUTQ HASHVIN …"
  // (into the account). Refunds, reversals, a hold released (VERADARDZ) and cash paid in (CASH-IN, KANXIKI
  // MUTQ) bring money that is no customer's payment: read first, never credits. A code: "Your one-time code …".
  rule(
    'arca.notice',
    'arca',
    ARCA,
    'other',
    'ArCa: refunds, reversals, holds released, cash paid in',
    String.raw`^(?:REFUND|REVERSAL|CASH-IN|KANXIKI MUTQ|SARECMAN VERADARDZ|GUMARI VERADARDZ)\b`,
    null,
    5,
  ),
  rule(
    'arca.credit',
    'arca',
    ARCA,
    'credit',
    'ArCa: money in',
    String.raw`^(?:CREDIT ACCOUNT|C2C RECEIVED|C2C STACUM|MUTQ HASHVIN)(?: \|)? ${AMOUNT} (?<currency>[A-Z]{3})(?: \|)? \d{4}\*{2,8}(?<last4>\d{4})\b`,
    'AMD',
    10,
  ),
  rule(
    'arca.debit',
    'arca',
    ARCA,
    'debit',
    'ArCa: purchase, transfer out, hold, cash',
    String.raw`^(?:DEBIT ACCOUNT|PURCHASE|PRE-PURCHASE|E-POS PURCHASE|C2C|CARD2CARD|ATM CASH|ATM KANXIKACUM|ELQ HASHVIC|GNUM|E-POS GNUM|GUMARI SARECUM|SARECMAN HASTATUM)\b`,
    null,
    20,
  ),
  rule('arca.code', 'arca', ARCA, 'other', 'ArCa: a code', CODE, null, 30),
  // monobank: "Поповнення: 1 200.00₴ від Олени Шевченко. Баланс: 4 350.00₴".
  rule(
    'monobank.credit',
    'monobank',
    MONO,
    'credit',
    'monobank: top-up',
    String.raw`^(?:Поповнення|Зарахування):? ${AMOUNT} ?(?<currency>₴|UAH|грн\.?)(?: від (?<payer>[^\n]{1,60}?))?\.?(?: Баланс|$)`,
    'UAH',
    10,
  ),
  rule(
    'monobank.debit',
    'monobank',
    MONO,
    'debit',
    'monobank: purchase, payment, transfer out',
    String.raw`^(?:Списання|Покупка|Оплата|Переказ)${END}`,
    null,
    20,
  ),
  rule('monobank.code', 'monobank', MONO, 'other', 'monobank: a code', CODE, null, 30),
  // PrivatBank: "Зарахування 3 000,00UAH на картку 5168**4411 від Іван Петренко. Бал. 10 500,00UAH".
  rule(
    'privatbank.credit',
    'privatbank',
    PRIVAT,
    'credit',
    'PrivatBank: money in',
    String.raw`^(?:Зарахування|Поповнення) ${AMOUNT} ?(?<currency>UAH|₴|грн\.?)(?: на картку \d{0,6}\*{0,8}(?<last4>\d{4}))?(?: від (?<payer>[^\n]{1,60}?))?\.?(?: Бал|$)`,
    'UAH',
    10,
  ),
  rule(
    'privatbank.debit',
    'privatbank',
    PRIVAT,
    'debit',
    'PrivatBank: purchase, payment, transfer out',
    String.raw`^(?:Списання|Покупка|Оплата|Переказ)${END}`,
    null,
    20,
  ),
  rule('privatbank.code', 'privatbank', PRIVAT, 'other', 'PrivatBank: a code', CODE, null, 30),
  // Ziraat: "Hesabiniza 1.750,00 TL tutarinda FAST ile para gelmistir. Gonderen: AHMET YILMAZ. Ziraat Bankasi".
  rule(
    'ziraat.credit',
    'ziraat',
    ZIRAAT,
    'credit',
    'Ziraat: money in (FAST, EFT)',
    String.raw`Hesab[ıi]n[ıi]za ${AMOUNT} ?(?<currency>TL|TRY|₺) tutar[ıi]nda [^\n]{0,40}?para gelmi[şs]tir\.?(?: G[öo]nderen: (?<payer>[^\n.]{1,60}))?`,
    'TRY',
    10,
  ),
  rule(
    'ziraat.debit',
    'ziraat',
    ZIRAAT,
    'debit',
    'Ziraat: money out',
    String.raw`(?:hesab[ıi]n[ıi]zdan|harcama|[çc]ekilmi[şs]tir)`,
    null,
    20,
  ),
  rule('ziraat.code', 'ziraat', ZIRAAT, 'other', 'Ziraat: a code', String.raw`(?:şifre|sifre|kod)`, null, 30),
];
