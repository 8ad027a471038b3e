/**
 * The page's budgets (issue 7, docs/performance.md). 1 KB = 1000 bytes, as Vite and most size tools
 * print it.
 */
export const BUDGETS = {
  /** Gzipped JS + CSS the browser downloads before the first view of /order/{id}/{token} is shown. */
  firstViewGzipBytes: 125_000,
  /** Lighthouse, default mobile settings: minimum scores (0–100), maximum LCP (ms) and CLS. */
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 2000,
  cls: 0.05,
} as const;

/**
 * What `npm test` (CI) holds performance and LCP to while the page does not reach the budgets above
 * (docs/performance.md, "Known gap"): floors a regression would break (a second 100 KB of script, a
 * request chain twice as long), loose enough for a shared 2-core machine's noise. The size,
 * accessibility, best-practices and CLS budgets are enforced in CI as they are.
 */
export const CI_FLOORS = {
  performance: 80,
  lcpMs: 3500,
} as const;
