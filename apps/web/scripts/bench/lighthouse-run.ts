import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './chromium.ts';
import { cpuSlowdownFor, type LighthouseFigures } from './verdict.ts';

export type { LighthouseFigures };

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run with its defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown,
 * the CPU slowdown calibrated to the host's measured speed (cpuSlowdownFor in verdict.ts). A fresh
 * Chromium per run, so no run inherits another's cache or compiled code.
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
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-lh-artifacts-'));
  const chromium = await launchDebuggableChromium();
  try {
    // Gather (the page loaded, traced, and the host's CPU measured), then simulate from the trace
    // with the slowdown that host calls for (Lighthouse's -G / -A modes).
    const settings = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES } as const;
    await lighthouse(url, { ...settings, port: chromium.port, gatherMode: artifactsDir });
    await chromium.close();
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
    };
    const benchmarkIndex = artifacts.BenchmarkIndex;
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    // Audit mode refuses settings that differ from the gather's. Under simulated throttling the gather
    // runs unthrottled and the slowdown is used only by the simulation, so the gather's copy is set
    // to the calibrated one too (any other throttling method would have throttled the gather itself).
    if (artifacts.settings.throttlingMethod !== 'simulate')
      throw new Error(`calibrating the CPU slowdown needs simulated throttling`);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, {
      ...settings,
      auditMode: artifactsDir,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
    // Lighthouse's own weights, less Total Blocking Time (verdict.ts says why).
    const weighted = (lhr.categories.performance?.auditRefs ?? []).filter(
      (ref) => ref.weight > 0 && ref.id !== 'total-blocking-time',
    );
    const totalWeight = weighted.reduce((sum, ref) => sum + ref.weight, 0);
    const performanceWithoutTbt = Math.round(
      (weighted.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / totalWeight) *
        100,
    );
    return {
      performance: score('performance'),
      performanceWithoutTbt,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      failedAudits,
    };
  } finally {
    await chromium.close();
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}
