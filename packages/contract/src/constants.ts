/** Business constants of spec §9, named once. */
import type { CustomerFieldName, PaymentType } from './enums.ts';

/** spec §4/§9: order poll interval. */
export const POLL_INTERVAL_MS = 3000;
/** spec §4: the circular countdown covers the last 15 minutes. */
export const COUNTDOWN_SECONDS = 900;
export const TIMER_CIRCLE_SIZE = 90;
/** spec §8: if the payment does not arrive within this window after a receipt, contact support. */
export const RECEIPT_FOLLOW_UP_MINUTES = 15;
export const STEPPER_STEPS = 5;

export const FIRST_CARD_DIGITS = 6;
export const LAST_CARD_DIGITS = 4;
export const PHONE_DIGITS = 4;
export const UTR_DIGITS = 12;
export const IBAN_MAX_LENGTH = 32;

export const RECEIPT_MAX_BYTES = 3145728;
export const RECEIPT_MAX_FILES = 1;

/** spec §9: camera plugin constants. */
export const CAMERA = {
  recorderChunkMs: 500,
  recordingTimerMs: 1000,
  countdownNoticeMs: 800,
  smileNoticeMs: 1500,
  sizeStopNoticeMs: 4000,
  errorNoticeMs: 5000,
  modes: ['video-audio', 'video-only', 'audio-only', 'picture'] as const,
  mirror: true,
} as const;
export const UPLOAD_INFO_TIMEOUT_MS = 5000;
export const UPLOAD_PROGRESS_THROTTLE_MS = 500;

export const TRADE_METHOD_GRID_COLUMNS = { sm: 1, md: 2, lg: 3 } as const;

export const LANGUAGES = ['en', 'ru', 'am', 'az', 'es', 'hi', 'kg', 'kz', 'tj', 'tr', 'ua', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'ru';
export const DEFAULT_NAMESPACE = 'common';
/** The id of the script element in which the server hands the page its first view's data (ZFirstView). */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
/** Where the page's build lists the code for the server to have the browser preload (`BuildPreloads`). */
export const PRELOADS_FILE = 'preloads.json';
/** Where the page's build puts its server entry (entry-server.js), beside what the browser gets. */
export const SERVER_ENTRY_DIR = 'ssr';
/** Where the page's language files are served, by language and namespace. */
export const LOCALE_FILE_PATH = '/locales/{{lng}}/{{ns}}.json';
export const localeFilePath = (language: Language, namespace = DEFAULT_NAMESPACE) =>
  LOCALE_FILE_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
/** spec §1 detection: the query parameter and the cookie that name the language (page and server read them). */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const COPYRIGHT_START_YEAR = 2022;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec §9: query defaults. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** Server-side order timing (architecture notes). */
export const ORDER_EXPIRES_DEFAULT_SECONDS = 1800;
export const ORDER_EXPIRES_MIN_SECONDS = 1;
export const ORDER_EXPIRES_MAX_SECONDS = 86400;
export const PAYMENT_WINDOW_DEFAULT_MINUTES = 30;

/** Customer bearer tokens live this long; the page re-logs in silently on 401 (spec §6). */
export const CUSTOMER_ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

/*
 * Values the payment page uses at run time. They live here, in a module without zod, because the
 * page imports nothing that imports zod: with "sideEffects": false the bundler then leaves zod
 * (about 27 KB gzipped) out of the page (docs/performance.md).
 */
/** spec §3: the one status-details value, set when the customer presses "Transferred". */
export const CUSTOMER_PAYED = 'customer-payed';
/** spec §2: these types collapse into one card per type, with no bank. */
export const COLLAPSED_PAYMENT_TYPES: readonly PaymentType[] = ['sbp', 'tsbp'];
/** spec §2: the tsbp two-bank picker. */
export const TSBP_BANKS = ['sberbank', 'tinkoff'] as const;
/** spec §2: banks whose code starts with this come first. */
export const ANY_BANK_PREFIX = 'any';
/** Form key → the order.payment property it fills. */
export const CUSTOMER_FIELD_TO_PAYMENT_KEY = {
  first_card_digits: 'customerCardFirstDigits',
  last_card_digits: 'customerCardLastDigits',
  last_phone_digits: 'customerPhoneLastDigits',
  utr: 'customerUtr',
  customer_iban: 'customerIBAN',
  account_number: 'customerAccountNumber',
  bank: 'customerBank',
  full_name: 'customerName',
} as const satisfies Record<CustomerFieldName, string>;
/** spec §3 meta: the key of the support bot's address. */
export const TELEGRAM_SUPPORT_BOT_URL_KEY = 'telegram_support_bot_url';
