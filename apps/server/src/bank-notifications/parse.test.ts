import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_PATTERN_GROUPS } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import {
  applyRule,
  normalizeAmount,
  normalizeCurrency,
  parseNotification,
  patternProblem,
  senderMatches,
  type ParseRule,
} from './parse.ts';
import { ruleFingerprint, SHIPPED_RULES, SHIPPED_RULES_VERSION } from './shipped-rules.ts';

/**
 * Real messages of every format the shipped rules read: the team's bank-notification samples
 * (samples.jsonl, and HDFC's since), and a file a market (samples-india.jsonl, …) whose every line names
 * the public source it was taken from (`source`).
 */
interface Sample {
  bank: string;
  from: string;
  text: string;
  expect: {
    kind: string;
    amount?: string;
    currency?: string;
    last4?: string | null;
    payer?: string | null;
    reference?: string | null;
  };
  source?: string;
}
const readSamples = (file: string): Sample[] =>
  fs
    .readFileSync(path.join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Sample);
const marketFiles = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => /^samples-[a-z]+\.jsonl$/.test(file))
  .sort();
const marketSamples: Sample[] = marketFiles.flatMap(readSamples);
const samples: Sample[] = [...readSamples('samples.jsonl'), ...marketSamples];

const rules: ParseRule[] = SHIPPED_RULES.map((rule, index) => ({
  ...rule,
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  enabled: true,
}));
const parse = (from: string, text: string) => parseNotification(rules, from, text);

/** What the parser read, in the samples' `expect` shape. */
function asExpected(from: string, text: string, bank: string) {
  const parsed = parse(from, text);
  if (parsed.kind !== 'credit') return { kind: parsed.kind };
  expect(parsed.bank).toBe(bank);
  const { kind, amount, currency, last4, payer, reference } = parsed;
  return { kind, amount, currency, last4, payer, reference };
}

/**
 * India's other banks (samples-india.jsonl) in the same wording with other amounts (Indian grouping
 * `1,23,456.40`, with paise), account digits, dates, senders' prefixes and routes, payers and references.
 */
function indiaVariations(index: number, digits: string, decimal: string) {
  const [whole, paise] = decimal.split('.') as [string, string];
  const indian = `${Number(whole).toLocaleString('en-IN')}.${paise}`;
  const payer = ['RAHUL K', 'ANITA DESAI', 'M S DHONI'][index % 3]!;
  const day = `0${index + 1}`;
  const inr = (last4: string, who: string | null, reference: string | null) => ({
    amount: decimal,
    currency: 'INR',
    last4,
    payer: who,
    reference,
  });
  return [
    {
      from: ['VK-ICICIT-S', 'AD-ICICIT', 'JD-ICICIB-S'][index % 3]!,
      text: `ICICI Bank Account XX${digits.slice(1)} credited:Rs. ${indian} on ${day}-Dec-26. Info NEFT-FDRLM41759${digits}-${payer}. Available Balance is Rs. 1,16,079.44.`,
      want: inr(digits.slice(1), payer, `FDRLM41759${digits}`),
    },
    {
      from: 'VM-ICICIT',
      text: `ICICI Bank Account XX${digits} credited:Rs. ${indian} on ${day}-Feb-26. Info INF*0001698${digits}*ACME SAL FE. Available Balance is Rs. 28,076.14.`,
      want: inr(digits, null, null),
    },
    {
      from: ['JD-KOTAKB-S', 'VM-KOTAKB', 'Kotak Mahindra Bank'][index % 3]!,
      text: `Received Rs.${decimal} in your Kotak Bank AC X${digits} from priya${index}@okaxis on ${day}-12-26.UPI Ref 6${digits}1234567. Not you, https://kotak.com/KBANKT/Fraud`,
      want: inr(digits, `priya${index}@okaxis`, `6${digits}1234567`),
    },
    {
      from: 'JD-KOTAKB-S',
      text: `Received Rs. ${decimal} on ${day}-12-26 in your Kotak Bank A/C x${digits} by an A/C linked to mobile x${index}11. IMPS Ref no 61${digits}123456.`,
      want: inr(digits, null, `61${digits}123456`),
    },
    {
      from: ['VM-PNBSMS-S', 'VK-PNBSMS-S', 'VA-PNBSMS'][index % 3]!,
      text: `Ac XX${digits} Credited with Rs.${decimal} ${day}-12-2026 08:5${index}:21 thru UPI . Aval Bal Rs.82431.67 CR. (UPI Ref ID:71${digits}305917) Helpline 18001800/18002021-PNB`,
      want: inr(digits, null, `71${digits}305917`),
    },
    {
      from: ['VM-BOBTXN-S', 'VM-BOBSMS'][index % 2]!,
      text: `Rs.${decimal} credited to A/c XX${index}1${digits} via IMPS/51${digits}445566 by ${payer}. AvlBal:Rs25000.00 -Bank of Baroda`,
      want: inr(digits, payer, `51${digits}445566`),
    },
    {
      from: 'VM-BOBTXN',
      text: `Rs.${decimal} Credited to A/c XX11${digits} on ${day}-12-2026. AvlBal:Rs12345.67 -Bank of Baroda`,
      want: inr(digits, null, null),
    },
    {
      from: 'VM-BOBSMS',
      text: `Your A/c XX98${digits} is credited with INR ${decimal} on ${day}-12-2026. Total Bal:Rs.5000.00 -Bank of Baroda`,
      want: inr(digits, null, null),
    },
    {
      from: ['VA-CANBNK-S', 'VK-CANBNK', 'JK-CANBNK-S'][index % 3]!,
      text: `An amount of INR ${indian} has been credited to XXXX${digits} on ${day}/12/2026 towards RTGS by Sender ${payer}, IFSC UTIB0000004, Sender A/c XXXX9108, AXIS BANK, MUMBAI BRANCH, UTR UTIBR7202612020${digits}461, Total Avail. Bal INR 2679815.88- Canara Bank`,
      want: inr(digits, payer, `UTIBR7202612020${digits}461`),
    },
  ];
}

/**
 * The card networks (samples-uzbekistan.jsonl, samples-armenia.jsonl) in the same wording with other amounts
 * (ArCa's `1,234,567.40`), card digits, dates, senders and apostrophes. Each credit names the card's last
 * digits: they alone pick the order, on whichever bank (decision 018).
 */
function networkVariations(index: number, digits: string, plain: string, cents: string) {
  const decimal = `${plain}.${cents}`;
  const grouped = `${Number(plain).toLocaleString('en-US')}.${cents}`;
  const day = `0${index + 1}`;
  const want = (currency: string) => ({ amount: decimal, currency, last4: digits, payer: null });
  return [
    {
      from: ['HUMO', '11313', 'HUMOCARD'][index % 3]!,
      text: `HUMOCARD *${digits}: popolnenie ${decimal} UZS; P2P; 26-12-${day} 1${index}:05; Dostupno: 300000.00 UZS`,
      want: want('UZS'),
    },
    {
      from: ['UZCARD', 'CARDINFO'][index % 2]!,
      text: `Kartaga o${["'", '’'][index % 2]!}tkazma: UB VISAUZUM TO UZCARD, UZ,${day}.12.26 19:55,karta ***${digits}. Miqdor:${decimal} UZS Qoldiq:537808.60 UZS`,
      want: want('UZS'),
    },
    {
      from: 'CARDINFO',
      text: `Perevod na kartu: PAYME P2P, ,${day}.12.26 17:24,karta ***${digits}. summa:${decimal} UZS balans:301141.33 UZS`,
      want: want('UZS'),
    },
    {
      from: ['ARCA', 'ARCA.'][index % 2]!,
      text: `CREDIT ACCOUNT | ${grouped} AMD | 4083***${digits}, | AMERIABANK API GATE, AM | ${day}.12.2026 21:25 | BALANCE: 104,959.76 AMD`,
      want: want('AMD'),
    },
    {
      from: 'ARCA',
      text: `C2C RECEIVED ${grouped} AMD 5501***${digits} FROM: ANI HAKOBYAN CABINET ARCA.AM, AM ${day}.12.2026 15:18 BALANCE: 111,111.11 AMD`,
      want: want('AMD'),
    },
    {
      from: 'ARCA',
      text: `MUTQ HASHVIN ${grouped} AMD 4150***${digits} EVOCABANK E-POS, AM ${day}.12.2026 17:25 MNACORD: 3,071,845.00 AMD`,
      want: want('AMD'),
    },
  ];
}

describe('shipped notification rules', () => {
  it('every shipped pattern passes the safety check', () => {
    for (const rule of SHIPPED_RULES)
      expect([rule.name, patternProblem(rule.pattern, rule.kind, NOTIFICATION_PATTERN_GROUPS)]).toEqual([
        rule.name,
        null,
      ]);
  });

  it.each(samples.map((sample) => [sample.from, sample.text, sample] as const))(
    '%s: %s',
    (from, text, sample) => {
      expect(asExpected(from, text, sample.bank)).toEqual(sample.expect);
    },
  );

  it.each(marketFiles)(
    '%s: every bank has a credit and a debit, each line naming its public source',
    (file) => {
      const lines = readSamples(file);
      for (const sample of lines)
        expect([sample.text, sample.source]).toEqual([
          sample.text,
          expect.stringMatching(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\//),
        ]);
      const banks = [...new Set(lines.map((sample) => sample.bank))];
      for (const bank of banks) {
        const kinds = new Set(
          lines.filter((sample) => sample.bank === bank).map((sample) => sample.expect.kind),
        );
        expect([bank, kinds.has('credit'), kinds.has('debit')]).toEqual([bank, true, true]);
        expect(SHIPPED_RULES.filter((rule) => rule.bank === bank).map((rule) => rule.kind)).toEqual(
          expect.arrayContaining(['credit', 'debit', 'other']),
        );
      }
    },
  );

  /** Other amounts, written as the same bank writes them, with spaces or no-break spaces between thousands. */
  const amounts: [string, string, string][] = [
    // [plain, grouped with a space, cents]
    ['1', '1', '00'],
    ['987', '987', '00'],
    ['4321', '4 321', '05'],
    ['12500', '12 500', '99'],
    ['250000', '250 000', '10'],
    ['1234567', '1 234 567', '40'],
  ];
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';

  const variations = amounts.flatMap(([plain, grouped, cents], index) => {
    const digits = String(1000 + index * 1111).slice(-4);
    const nbsp = grouped.replaceAll(' ', index % 2 ? NBSP : NNBSP);
    const decimal = `${plain}.${cents}`;
    const names = ['Мария К.', 'ОЛЕГ В.', 'Анна-Мария Ш.', 'Jan K.', 'Ли Б.', 'Ёлкин Е.'];
    const name = names[index % names.length]!;
    return [
      {
        from: '900',
        text: `СЧЁТ${digits} 09:0${index} Перевод ${plain}р от ${name} Баланс: 100.00р`,
        want: { amount: `${plain}.00`, currency: 'RUB', last4: digits, payer: name },
      },
      {
        from: '900',
        text: `MIR-${digits} 23:59 Перевод из Т-Банк +${decimal}р от ${name} Баланс: 3.23р`,
        want: { amount: decimal, currency: 'RUB', last4: digits, payer: name },
      },
      {
        from: '900',
        text: `Сбербанк Онлайн. ${name} перевел(а) вам ${nbsp}.${cents} RUB.`,
        want: { amount: decimal, currency: 'RUB', last4: null, payer: name },
      },
      {
        from: 'Tinkoff',
        text: `Пополнение, карта *${digits}. ${nbsp},${cents} ₽. ${name} Доступно 1${NBSP}000 ₽`,
        want: { amount: decimal, currency: 'RUB', last4: digits, payer: name },
      },
      {
        from: 'T-Bank',
        text: `Перевод по СБП. Пополнение, счет RUB. ${grouped} ₽. ${name} Доступно 15 000,50 ₽`,
        want: { amount: `${plain}.00`, currency: 'RUB', last4: null, payer: name },
      },
      {
        from: 'Alfa-Bank',
        text: `Пополнение *${digits} на ${nbsp},${cents} RUR. Доступно 12 000,00 RUR`,
        want: { amount: decimal, currency: 'RUB', last4: digits, payer: null },
      },
      {
        from: 'VTB',
        text: `Поступление ${grouped}р Счет*${digits} от ${name} Баланс 9500.00р 14:32`,
        want: { amount: `${plain}.00`, currency: 'RUB', last4: digits, payer: name },
      },
      {
        from: 'Kaspi.kz',
        text: `Пополнение ${nbsp} ₸ от ${name} Доступно: 120 000 ₸`,
        want: { amount: `${plain}.00`, currency: 'KZT', last4: null, payer: name },
      },
      {
        from: 'Halyk Bank',
        text: `Halyk: Поступление перевода ${grouped},${cents} KZT на карту *${digits} от ${name} Баланс 58 000,00 KZT`,
        want: { amount: decimal, currency: 'KZT', last4: digits, payer: name },
      },
      {
        from: 'AD-HDFCBK',
        text: `Rs.${decimal} credited to a/c **${digits} on 01-12-26 by a/c linked to VPA x${index}@okicici (UPI Ref No 5${digits}1234567).`,
        want: {
          amount: decimal,
          currency: 'INR',
          last4: digits,
          payer: null,
          reference: `5${digits}1234567`,
        },
      },
      {
        from: ['CP-HDFCBK-S', 'VM-HDFCBK', 'AX-HDFCBK-T'][index % 3]!,
        text: `${index % 2 ? 'Update! ' : ''}INR ${Number(plain).toLocaleString('en-IN')}.${cents} deposited in HDFC Bank A/c XX${digits} on 0${index + 1}-DEC-26 for NEFT Cr-HDFC000${index}123-${['RAHUL K', 'ANITA DESAI', 'M S DHONI'][index % 3]}-PAYORDER TRADER-N33626${digits}123456.Avl bal INR 9,99,999.00. Cheque deposits in A/C are subject to clearing`,
        want: {
          amount: decimal,
          currency: 'INR',
          last4: digits,
          payer: ['RAHUL K', 'ANITA DESAI', 'M S DHONI'][index % 3]!,
          reference: `N33626${digits}123456`,
        },
      },
      {
        from: 'JD-SBIUPI',
        text: `Dear UPI user A/C X${digits} credited by Rs.${Number(plain).toLocaleString('en-IN')}.${cents} on date 1Dec26 trf from PRIYA S Refno 9${digits}7654321. -SBI`,
        want: {
          amount: decimal,
          currency: 'INR',
          last4: digits,
          payer: 'PRIYA S',
          reference: `9${digits}7654321`,
        },
      },
      {
        from: 'monobank',
        text: `Поповнення: ${nbsp}.${cents}₴ від Тараса Коваля. Баланс: 4 350.00₴`,
        want: { amount: decimal, currency: 'UAH', last4: null, payer: 'Тараса Коваля' },
      },
      {
        from: 'PrivatBank',
        text: `Зарахування ${grouped},${cents}UAH на картку 4149**${digits} від ${name.replace(/\.$/, '')}. Бал. 10 500,00UAH`,
        want: { amount: decimal, currency: 'UAH', last4: digits, payer: name.replace(/\.$/, '') },
      },
      {
        from: 'ZIRAAT',
        text: `Hesabiniza ${Number(plain).toLocaleString('de-DE')},${cents} TL tutarinda EFT ile para gelmistir. Gonderen: MEHMET OZ. Ziraat Bankasi`,
        want: { amount: decimal, currency: 'TRY', last4: null, payer: 'MEHMET OZ' },
      },
      ...indiaVariations(index, digits, `${plain}.${cents}`),
      {
        from: ['BAKAI BANK', 'BakaiBank', 'Bakai'][index % 3]!,
        text: `POPOLNENIE ${plain}.${cents} KGS, OCT *${['NURLAN A', 'AIGUL B', 'DANIYAR K'][index % 3]!}, KG, 0${index + 1}.12.26 1${index}:05, 4714***${digits}, DOSTUPNO: 8428.27 KGS`,
        want: {
          amount: `${plain}.${cents}`,
          currency: 'KGS',
          last4: digits,
          payer: `OCT *${['NURLAN A', 'AIGUL B', 'DANIYAR K'][index % 3]!}`,
        },
      },
      ...networkVariations(index, digits, plain, cents),
    ];
  });

  it.each(variations.map((variation) => [variation.from, variation.text, variation.want] as const))(
    'variation %s: %s',
    (from, text, want) => {
      const parsed = parse(from, text);
      expect(parsed.kind).toBe('credit');
      expect({ reference: null, ...want }).toEqual({
        amount: parsed.amount,
        currency: parsed.currency,
        last4: parsed.last4,
        payer: parsed.payer,
        reference: parsed.reference,
      });
    },
  );

  it('a bank text from a phone number or another bank’s sender is unknown_sender, never a credit', () => {
    for (const sample of samples.filter((sample) => sample.expect.kind === 'credit')) {
      expect(parse('+79990001122', sample.text).kind).toBe('unknown_sender');
    }
    expect(parse('900', 'Пополнение 15 000 ₸ от Айгерим С. Доступно: 120 000 ₸').kind).toBe('unparsed');
  });

  it('debits, codes and adverts of the same banks are not credits', () => {
    const notCredits: [string, string][] = [
      ['900', 'СЧЁТ9876 08:15 Оплата 1250р YANDEX.TAXI Баланс: 100.00р'],
      ['900', 'Код: 5521. Никому его не сообщайте'],
      ['Tinkoff', 'Покупка, карта *4411. 7 300 ₽. OZON. Доступно 21 300 ₽'],
      ['VM-HDFCBK', 'Rs.1500.00 debited from a/c **1234 on 25-11-26 to VPA a@ybl (UPI Ref No 432112345678).'],
      ['Kaspi.kz', 'Перевод 2 000 ₸ Айгерим С. Доступно: 118 000 ₸'],
      ['monobank', 'Списання: 99.00₴ Сільпо. Баланс: 4 251.00₴'],
      // A code that names a transfer to a card and its sum (Orient Finance Bank, velios/sms-formats c4db615).
      [
        'CARDINFO',
        'SMS-kod: 1595. Perevod Perevody: Perevod na kartu drugogo klienta na 860057******8882 v summe 300,000.00 UZS',
      ],
    ];
    for (const [from, text] of notCredits)
      expect([text, parse(from, text).kind]).not.toEqual([text, 'credit']);
  });

  /**
   * The false-credit guard: every shipped credit rule, whatever its senders, over every sample that is no
   * credit (debits, card spends, codes, offers): none reads one as a credit. A rule that did would
   * confirm an order of that amount when the sender matched.
   */
  it('no shipped credit rule reads a non-credit sample as a credit', () => {
    const notCredits = samples.filter((sample) => !['credit', 'unknown_sender'].includes(sample.expect.kind));
    expect(notCredits.length).toBeGreaterThanOrEqual(10);
    const read = notCredits.flatMap((sample) =>
      rules
        .filter((rule) => rule.kind === 'credit')
        .filter((rule) => applyRule(rule, sample.text) !== null)
        .map((rule) => `${rule.name} reads "${sample.text}"`),
    );
    expect(read).toEqual([]);
  });

  /** The same messages with other amounts, digits and dates (each digit shifted), from their own sender. */
  it.each([1, 3, 7])('no non-credit sample reads as a credit with its digits shifted by %i', (shift) => {
    const shifted = (text: string) => text.replace(/\d/g, (digit) => String((Number(digit) + shift) % 10));
    const read = samples
      .filter((sample) => !['credit', 'unknown_sender'].includes(sample.expect.kind))
      .map((sample) => [sample.from, shifted(sample.text)] as const)
      .filter(([from, text]) => parse(from, text).kind === 'credit');
    expect(read).toEqual([]);
  });

  /** A deployment gets changed rules only through a new version (rules-store.ts applyShippedRules). */
  it('the shipped rules have one key each, and the version names their content', () => {
    expect(new Set(SHIPPED_RULES.map((rule) => rule.key)).size).toBe(SHIPPED_RULES.length);
    const content = createHash('sha256')
      .update(
        SHIPPED_RULES.map((rule) => `${rule.key} ${ruleFingerprint({ ...rule, enabled: true })}`).join('\n'),
      )
      .digest('hex');
    expect(
      [SHIPPED_RULES_VERSION, content],
      'SHIPPED_RULES changed: bump SHIPPED_RULES_VERSION (deployments get the change) and pin the new content here',
    ).toEqual([6, '1be3d59eeb16635520497e7abbd644a1b451b92e40bf292f38c5d4f88402bbf0']);
  });

  /**
   * The trader's own transfers out, as Sberbank's 900 writes them: "перевод" with none of the words that
   * make a transfer a credit (от, из, +, зачисление). Read as credits they confirmed an order of the
   * amount (issue 33, finding 4). Their sum is read, as a debit's: it proves a payout the trader sent
   * (payout-debits.ts); the card named is the trader's own, never read as the recipient's.
   */
  it.each([
    ['900', 'СЧЁТ2468 18:26 перевод 2 000р Баланс: 23 000р', '2000.00'],
    ['900', 'СЧЁТ2468 18:26 Перевод 2000р Баланс: 23000.00р', '2000.00'],
    ['900', 'MIR-5678 07:45 перевод 1 500.00р Баланс: 3041.23р', '1500.00'],
    ['900', 'СЧЕТ2202 23:10 перевод 999,50р', '999.50'],
    ['SberBank', 'СЧЁТ2468 18:26 перевод 15 000р Баланс: 8 000р', '15000.00'],
  ])('a transfer out is a debit: %s %s', (from, text, amount) => {
    expect(parse(from, text)).toMatchObject({
      kind: 'debit',
      bank: 'sberbank',
      amount,
      currency: 'RUB',
      last4: null,
    });
  });
});

describe('senders', () => {
  it.each([
    ['HDFCBK', true],
    ['hdfcbk', true],
    ['VM-HDFCBK', true],
    ['AD-HDFCBK', true],
    ['CP-HDFCBK-S', true],
    ['AX-HDFCBK-T', true],
    ['JD-HDFCBK-P', true],
    ['BZ-HDFCBK-G', true],
    ['VM-HDFCBK-X', false],
    ['VMX-HDFCBK', false],
    ['VM-HDFCBKX', false],
    ['XX-HDFCBN', false],
  ])('%s is HDFC Bank’s: %s', (from, known) => expect(senderMatches(from, ['HDFCBK', 'SBIUPI'])).toBe(known));

  it('only an Indian header loses its prefix: AB-900 is not Sberbank’s 900', () => {
    expect(senderMatches('AB-900', ['900'])).toBe(false);
    expect(senderMatches('900', ['900'])).toBe(true);
    expect(parse('AB-900', 'СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р').kind).toBe(
      'unknown_sender',
    );
  });
});

describe('amounts and currencies', () => {
  it.each([
    ['1500', '1500.00'],
    ['1 250.00', '1250.00'],
    ['15\u00a0000,50', '15000.50'],
    ['1.750,00', '1750.00'],
    ['1.750', '1750.00'],
    ['2,250.00', '2250.00'],
    ['1,00,000.00', '100000.00'],
    ['+3456.78', '3456.78'],
    ['999,5', '999.50'],
    ['0', null],
    ['1.2.3', '123.00'],
  ])('%s → %s', (written, amount) => expect(normalizeAmount(written)).toBe(amount));

  it.each([
    ['р', 'RUB'],
    ['₽', 'RUB'],
    ['RUR', 'RUB'],
    ['Rs.', 'INR'],
    ['₹', 'INR'],
    ['₸', 'KZT'],
    ['₴', 'UAH'],
    ['грн.', 'UAH'],
    ['TL', 'TRY'],
    ['usd', 'USD'],
    ['руб.', 'RUB'],
    ['монет', null],
  ])('%s → %s', (written, code) => expect(normalizeCurrency(written)).toBe(code));
});

describe('pattern safety', () => {
  const check = (pattern: string, kind: 'credit' | 'other' = 'other') =>
    patternProblem(pattern, kind, NOTIFICATION_PATTERN_GROUPS);
  it.each([
    ['(a+)+$', 'invalid_format', /exponential/],
    ['(?:\\d+\\s?)*x', 'invalid_format', /exponential/],
    ['(a|ab)*c', 'invalid_format', /exponential/],
    ['([a-', 'invalid_format', /not a valid regular expression/],
    ['(?<sum>\\d+)', 'invalid_format', /Unknown named group/],
    // What the rule engine (RE2) cannot run: its own code, said in the console's languages.
    ['(\\w)\\1', 'pattern_unsupported', /Back-references/],
    ['(?<x>\\w)\\k<x>', 'pattern_unsupported', /Back-references/],
    ['(?<=x)y', 'pattern_unsupported', /lookbehind/],
    ['(?<!x)y', 'pattern_unsupported', /lookbehind/],
    ['x(?= Баланс|$)', 'pattern_unsupported', /Lookahead/],
    ['x(?!y)', 'pattern_unsupported', /Lookahead/],
    ['[\\S,]+', 'pattern_unsupported', /\\S inside a character class/],
    ['(?:.?){900}x', 'pattern_unsupported', /too large/],
  ])('refuses %s: %s', (pattern, code, message) =>
    expect(check(pattern)).toEqual({ code, message: expect.stringMatching(message) }),
  );
  it('a stored pattern the engine cannot run (saved before it was refused) reads nothing, and fails nothing', () => {
    const stored = { ...rules[0]!, pattern: 'Перевод (?<amount>\\d+)р(?= Баланс|$)' };
    expect(parseNotification([stored], '900', 'Перевод 1500р Баланс: 1р')).toMatchObject({
      kind: 'unparsed',
    });
  });
  it('a credit rule needs an amount group', () =>
    expect(check('Пополнение', 'credit')?.message).toMatch(/amount/));
  it.each([
    ['(?:[ ]\\d{3})*'],
    ['^(?<amount>\\d[\\d\\s.,]*\\d|\\d) ?(?<currency>р|₽)'],
    ['(?:ab){1,3}c+'],
    // The review's patterns, which the shape check let through: RE2 runs them in linear time.
    ['(?:a{1,20}){1,20}b'],
    ['\\s*\\s*\\s*\\s*x'],
  ])('accepts %s', (pattern) => expect(check(pattern)).toBeNull());
});

describe('a debit the trader sent', () => {
  const rules = SHIPPED_RULES.map((shipped, index) => ({ ...shipped, id: `r${index}`, enabled: true }));
  it('reads its sum (a payout proven by it), but never a cancellation’s, and never the trader’s own card as the recipient’s', () => {
    const sent = parseNotification(rules, '900', 'СЧЁТ2202 14:40 Перевод 1000р Баланс: 24650.50р');
    expect(sent).toMatchObject({ kind: 'debit', amount: '1000.00', currency: 'RUB', last4: null });
    const back = parseNotification(rules, '900', 'СЧЁТ2202 14:40 Отмена 350р PYATEROCHKA Баланс: 25000.50р');
    expect(back).toMatchObject({ kind: 'debit', amount: null });
    const bought = parseNotification(
      rules,
      '900',
      'СЧЁТ2202 14:40 Покупка 1000р PYATEROCHKA Баланс: 24000.50р',
    );
    expect(bought).toMatchObject({ kind: 'debit', amount: null });
  });
});
