/** Business constants of docs/product/payment-page.md §9, named once. */

/** docs/product/payment-page.md §4/§9: order poll interval. */
export const POLL_INTERVAL_MS = 3000;
/** docs/product/payment-page.md §4: the circular countdown covers the last 15 minutes. */
export const COUNTDOWN_SECONDS = 900;
export const TIMER_CIRCLE_SIZE = 90;
/** docs/product/payment-page.md §8: if the payment does not arrive within this window after a receipt, contact support. */
export const RECEIPT_FOLLOW_UP_MINUTES = 15;
export const STEPPER_STEPS = 5;

export const FIRST_CARD_DIGITS = 6;
export const LAST_CARD_DIGITS = 4;
export const PHONE_DIGITS = 4;
export const UTR_DIGITS = 12;
export const IBAN_MAX_LENGTH = 32;

export const RECEIPT_MAX_BYTES = 3145728;
export const RECEIPT_MAX_FILES = 1;

/** docs/product/payment-page.md §9: camera plugin constants. */
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

export const LANGUAGES = ['en', 'ru', 'am', 'az', 'es', 'hi', 'kg', 'kz', 'tj', 'tr', 'ua', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'ru';
export const DEFAULT_NAMESPACE = 'common';
/** docs/product/payment-page.md §9 runtime configuration: what the server writes into the page's HTML, read once at start. */
export interface RuntimeConfig {
  /** Where the API lives; empty means this page's own origin. */
  apiHost: string;
  publicUrl: string;
  analyticsMeasurementId: string | null;
}
/** The id of the script element in which the server hands the page its `RuntimeConfig`. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
/** The id of the script element in which the server hands the page its first view's data (ZFirstView). */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
/**
 * The id of the inert <template> in which the server lists the page's code and language file as links
 * (its `data-entry`: the code the entry imports); the entry (apps/web boot.ts, which cannot import
 * this module and spells it out) moves them into the document after the first paint.
 */
export const CODE_TEMPLATE_ELEMENT_ID = 'page-code';
/** Where the page's build lists the code for the server to have the browser preload (`BuildPreloads`). */
export const PRELOADS_FILE = 'preloads.json';
/** Where the page's build puts its server entry (entry-server.js), beside what the browser gets. */
export const SERVER_ENTRY_DIR = 'ssr';
/** Where the page's language files are served, by language and namespace. */
export const LOCALE_FILE_PATH = '/locales/{{lng}}/{{ns}}.json';
export const localeFilePath = (language: Language, namespace = DEFAULT_NAMESPACE) =>
  LOCALE_FILE_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
/** docs/product/payment-page.md §1 detection: the query parameter and the cookie that name the language (page and server read them). */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const COPYRIGHT_START_YEAR = 2022;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** docs/product/payment-page.md §9: query defaults. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** Server-side order timing (architecture notes). */
export const ORDER_EXPIRES_DEFAULT_SECONDS = 1800;
export const ORDER_EXPIRES_MIN_SECONDS = 1;
export const ORDER_EXPIRES_MAX_SECONDS = 86400;
export const PAYMENT_WINDOW_DEFAULT_MINUTES = 30;

/** Customer bearer tokens live this long; the page re-logs in silently on 401 (docs/product/payment-page.md §6). */
export const CUSTOMER_ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

/*
 * Values the payment page uses at run time. They live here, in a module without zod, because the
 * page imports nothing that imports zod: with "sideEffects": false the bundler then leaves zod
 * (about 27 KB gzipped) out of the page (docs/performance.md). Those typed by the enums are in
 * page-constants.ts (enums.ts reads this module: importing it here would make a cycle).
 */
/** docs/product/payment-page.md §3: the one status-details value, set when the customer presses "Transferred". */
export const CUSTOMER_PAYED = 'customer-payed';
/** docs/product/payment-page.md §2: the tsbp two-bank picker. */
export const TSBP_BANKS = ['sberbank', 'tinkoff'] as const;
/** docs/product/payment-page.md §2: banks whose code starts with this come first. */
export const ANY_BANK_PREFIX = 'any';
/** docs/product/payment-page.md §3 meta: the key of the support bot's address. */
export const TELEGRAM_SUPPORT_BOT_URL_KEY = 'telegram_support_bot_url';

/**
 * The payment page drawn with draft branding, for the operator's live preview: the console frames this
 * path of the page (the only one it may frame) and posts the draft to it. Nothing is stored or read
 * from the URL; the page takes the draft only from its own origin's parent window.
 */
export const BRANDING_PREVIEW_PATH = '/preview/branding';
/** The message the console posts to the preview frame: `{type, branding, step?}` (branding: ZSciDomain). */
export const BRANDING_PREVIEW_MESSAGE = 'payorder:branding-preview';
/** The message the preview posts to its parent once it listens, asking for the draft. */
export const BRANDING_PREVIEW_READY_MESSAGE = 'payorder:branding-preview-ready';
/**
 * The steps of the payment page the branding preview can show (the console's step picker sends one with
 * the draft); the preview draws that step with sample data and no order behind it.
 */
export const BRANDING_PREVIEW_STEPS = ['methods', 'transfer', 'waiting', 'success'] as const;
export type BrandingPreviewStep = (typeof BRANDING_PREVIEW_STEPS)[number];
