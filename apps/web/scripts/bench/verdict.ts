import { BUDGETS } from './budgets.ts';

/** One Lighthouse run's figures (lighthouse-run.ts). */
export interface LighthouseFigures {
  performance: number;
  /**
   * The performance score without Total Blocking Time: the weighted average of the category's other
   * metric scores (FCP, Speed Index, LCP, CLS) with Lighthouse's own weights. TBT (30 % of the score)
   * is the one metric that measures the host's CPU rather than the page: on this 2-core machine with
   * other suites running it alone moved the score from 100 to 79 while LCP stayed at 1.3 s. The gate
   * holds the budget against this figure; the full score is printed beside it.
   */
  performanceWithoutTbt: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** Lighthouse's measure of the host CPU's speed at the start of the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run's figures were simulated with (cpuSlowdownFor). */
  cpuSlowdown: number;
  /** Audits that cost points in accessibility or best practices (to say why a budget failed). */
  failedAudits: string[];
}

/**
 * Lighthouse's default CPU slowdown (4×) turns a host of benchmarkIndex 1000 or more into its mid-tier
 * phone; below 1000 it warns that the host is slower than it expects and scores suffer
 * (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in lighthouse core/gather/driver/environment.js; docs/throttling.md
 * "Calibrating multipliers"). A host that measures slower (this 2-core machine with other suites on it:
 * about 400 against 2700 idle) already runs every task slower, so its slowdown is scaled down by the
 * same ratio: the simulated phone stays the one the budgets are about. Never below 1 (never faster
 * than what was seen), never above the default (an idle machine is measured exactly as before).
 */
export const DEFAULT_CPU_SLOWDOWN = 4;
export const TARGET_BENCHMARK_INDEX = 1000;
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / TARGET_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, scaled)) * 100) / 100;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs: one disturbed run neither passes nor fails a view by itself. */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    performanceWithoutTbt: of('performanceWithoutTbt'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

/**
 * The gate for the first view's download (docs/performance.md): the gzipped JS and CSS against the
 * budget, to the byte. Returns what exceeded it (empty: within).
 */
export function judgeFirstViewBytes(gzipBytes: number, budgets: typeof BUDGETS = BUDGETS): string[] {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return Number.isFinite(gzipBytes) && gzipBytes <= budgets.firstViewGzipBytes
    ? []
    : [`first-view JS+CSS ${kb(gzipBytes)} > ${kb(budgets.firstViewGzipBytes)}`];
}

/** Each budget's check on a view's figures: whether it holds, and what to say when it does not. */
function checksOf(figures: LighthouseFigures, budgets: typeof BUDGETS): [boolean, string][] {
  // NaN (a figure Lighthouse did not produce) fails its check: a comparison with NaN is false.
  return [
    [
      figures.performanceWithoutTbt >= budgets.performance,
      `performance ${figures.performanceWithoutTbt} without blocking time (${figures.performance} with it)`,
    ],
    [figures.lcpMs <= budgets.lcpMs, `LCP ${Math.round(figures.lcpMs)} ms`],
    [figures.accessibility >= budgets.accessibility, `accessibility ${figures.accessibility}`],
    [figures.bestPractices >= budgets.bestPractices, `best practices ${figures.bestPractices}`],
    [figures.cls <= budgets.cls, `CLS ${figures.cls.toFixed(3)}`],
  ];
}

/**
 * The gate for one view (docs/performance.md "How the gate decides"): the median of its runs
 * against each budget. Returns the median and what exceeded a budget (empty: the view passes).
 */
export function judgeView(
  view: string,
  runs: LighthouseFigures[],
  budgets: typeof BUDGETS = BUDGETS,
): { figures: LighthouseFigures; failures: string[] } {
  if (runs.length === 0) throw new Error(`${view}: no Lighthouse run to judge`);
  const figures = medianOf(runs);
  return {
    figures,
    failures: checksOf(figures, budgets)
      .filter(([isWithin]) => !isWithin)
      .map(([, what]) => `${view}: ${what}`),
  };
}

/**
 * Whether the runs still to make of `planned` (odd) could change the view's verdict. A budget's
 * median over an odd number of runs is within it exactly when most runs are, so once more than half
 * of the planned runs are on the same side of every budget, the rest cannot move any verdict: the
 * bench stops there, and the median of the runs made is judged (the same verdict as all of them).
 * With an even number planned every run is made.
 */
export function isVerdictSettled(
  runs: LighthouseFigures[],
  planned: number,
  budgets: typeof BUDGETS = BUDGETS,
): boolean {
  if (runs.length >= planned) return true;
  if (planned % 2 === 0 || runs.length === 0) return false;
  const majority = (planned + 1) / 2;
  const sides = runs.map((run) => checksOf(run, budgets).map(([isWithin]) => isWithin));
  return sides[0]!.every((_, check) => {
    const within = sides.filter((side) => side[check]).length;
    return within >= majority || runs.length - within >= majority;
  });
}
