import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** Audits that cost points in accessibility or best practices (to say why a budget failed). */
  failedAudits: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run with its defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown.
 * A fresh Chromium per run, so no run inherits another's cache or compiled code.
 */
export async function runLighthouse(url: string, reportPath?: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, reportPath);
    } catch (error) {
      // A failure of Lighthouse's own tracing (NO_NAVSTART and the like) says nothing about the page:
      // run again, a bounded number of times. Budget misses are not errors and are never retried.
      if (!(error instanceof LighthouseRuntimeError) || attempt >= RUNTIME_ERROR_ATTEMPTS) throw error;
      console.warn(`  ${error.message}; running Lighthouse again (attempt ${attempt + 1})`);
    }
  }
}

const RUNTIME_ERROR_ATTEMPTS = 3;
class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce(url: string, reportPath?: string): Promise<LighthouseFigures> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportPath) {
      fs.mkdirSync(path.dirname(reportPath), { recursive: true });
      fs.writeFileSync(reportPath, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id} — ${lhr.audits[ref.id]?.title ?? ''}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      failedAudits,
    };
  } finally {
    await chromium.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs (scores on a shared 2-core machine vary from run to run). */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
