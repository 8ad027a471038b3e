// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets.ts';
import {
  cpuSlowdownFor,
  isVerdictSettled,
  judgeFirstViewBytes,
  judgeView,
  type LighthouseFigures,
} from './verdict.ts';

/** A run as an idle machine measures the page today (docs/performance.md). */
const good = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 100,
  performanceWithoutTbt: 100,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 750,
  cls: 0,
  benchmarkIndex: 2700,
  cpuSlowdown: 4,
  failedAudits: [],
  ...overrides,
});

describe('the bench gate (docs/performance.md "How the gate decides")', () => {
  it('passes three good runs', () => {
    expect(judgeView('method selection', [good(), good(), good()]).failures).toEqual([]);
  });

  it('is not failed by one run disturbed by the machine', () => {
    const disturbed = good({ performance: 78, performanceWithoutTbt: 80, lcpMs: 2900, benchmarkIndex: 350 });
    expect(judgeView('transfer', [good(), disturbed, good({ performance: 99 })]).failures).toEqual([]);
  });

  it('is not failed by blocking time that a loaded CPU adds to every run (seen: 94 with TBT, LCP 0.93 s)', () => {
    const loaded = good({ performance: 94, performanceWithoutTbt: 100, lcpMs: 930, benchmarkIndex: 1734 });
    expect(judgeView('method selection', [loaded, loaded, loaded]).failures).toEqual([]);
  });

  it('fails a real regression: the server first view turned off (LCP 2.1 s+, performance 94)', () => {
    const clientRendered = [
      good({ performance: 94, performanceWithoutTbt: 92, lcpMs: 2128 }),
      good({ performance: 93, performanceWithoutTbt: 91, lcpMs: 2364 }),
      good({ performance: 95, performanceWithoutTbt: 93, lcpMs: 2210 }),
    ];
    expect(judgeView('method selection', clientRendered).failures).toEqual([
      'method selection: performance 92 without blocking time (94 with it)',
      'method selection: LCP 2210 ms',
    ]);
  });

  it('fails a slower page even when LCP stays in budget: later first paint and speed index', () => {
    const slowerPaint = good({ performance: 96, performanceWithoutTbt: 99, lcpMs: 950 });
    expect(judgeView('transfer', [slowerPaint, slowerPaint, slowerPaint]).failures).toEqual([
      'transfer: performance 99 without blocking time (96 with it)',
    ]);
  });

  it('holds LCP to 1.0 s (issue 23): passes 1.0 s, fails 1.05 s', () => {
    expect(BUDGETS.lcpMs).toBe(1000);
    const atBudget = good({ lcpMs: 1000 });
    expect(judgeView('transfer', [atBudget, atBudget, atBudget]).failures).toEqual([]);
    const over = good({ lcpMs: 1050 });
    expect(judgeView('method selection', [over, good({ lcpMs: 1130 }), over]).failures).toEqual([
      'method selection: LCP 1050 ms',
    ]);
  });

  it('fails a budget that does not depend on the CPU as soon as the median misses it', () => {
    const shifted = [good({ cls: 0.245 }), good({ cls: 0.3 }), good()];
    expect(judgeView('transfer', shifted).failures).toEqual(['transfer: CLS 0.245']);
    const unlabelled = [
      good({ accessibility: 96 }),
      good({ accessibility: 96 }),
      good({ accessibility: 96 }),
    ];
    expect(judgeView('transfer', unlabelled).failures).toEqual(['transfer: accessibility 96']);
  });

  it('fails a figure Lighthouse did not produce', () => {
    expect(judgeView('transfer', [good({ lcpMs: Number.NaN })]).failures).toEqual(['transfer: LCP NaN ms']);
  });
});

describe('the runs a view needs of the three planned', () => {
  const slow = good({ performanceWithoutTbt: 80, lcpMs: 2900 });

  it('are two when both are on the same side of every budget: the third cannot move the median', () => {
    expect(isVerdictSettled([good()], 3)).toBe(false);
    expect(isVerdictSettled([good(), good({ lcpMs: 950 })], 3)).toBe(true);
    expect(isVerdictSettled([slow, slow], 3)).toBe(true);
    // Whatever the third run would have been, the median of three says what the two say.
    for (const third of [good(), slow])
      expect(judgeView('v', [slow, slow, third]).failures).toEqual(judgeView('v', [slow, slow]).failures);
  });

  it('are three when the first two disagree on any budget', () => {
    expect(isVerdictSettled([good(), slow], 3)).toBe(false);
    expect(isVerdictSettled([good(), good({ cls: 0.2 })], 3)).toBe(false);
    expect(isVerdictSettled([good(), slow, good()], 3)).toBe(true);
  });

  it('are all of them when an even number is planned (a median of two middle runs)', () => {
    expect(isVerdictSettled([good(), good()], 4)).toBe(false);
    expect(isVerdictSettled([good(), good(), good(), good()], 4)).toBe(true);
  });
});

describe('the first-view download gate (issue 23: 100 KB of gzipped JS and CSS)', () => {
  it('is 100 KB', () => {
    expect(BUDGETS.firstViewGzipBytes).toBe(100_000);
  });

  it('passes the page at the budget and below', () => {
    expect(judgeFirstViewBytes(100_000)).toEqual([]);
    expect(judgeFirstViewBytes(94_300)).toEqual([]);
  });

  it('fails the page at 100.1 KB', () => {
    expect(judgeFirstViewBytes(100_100)).toEqual(['first-view JS+CSS 100.1 KB > 100.0 KB']);
  });

  it('fails a measurement that produced no figure', () => {
    expect(judgeFirstViewBytes(Number.NaN)).toHaveLength(1);
  });
});

describe('the CPU slowdown a run is simulated with', () => {
  it("is Lighthouse's default on a host as fast as Lighthouse expects, or faster (an idle machine)", () => {
    expect(cpuSlowdownFor(2700)).toBe(4);
    expect(cpuSlowdownFor(1000)).toBe(4);
  });

  it('is scaled down on a host measured slower (a loaded machine), never below 1', () => {
    expect(cpuSlowdownFor(400)).toBe(1.6);
    expect(cpuSlowdownFor(750)).toBe(3);
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it("is the default when the host's speed is unknown", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});
