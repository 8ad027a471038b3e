/**
 * `npm run bench:web`: builds the production page, serves it with the real server, and measures it
 * against the budgets of docs/performance.md. Prints a table; exits 1 when a budget is exceeded.
 *
 *   --runs N      Lighthouse runs per view (default 3, or BENCH_RUNS); the median is compared. A view
 *                 stops early once the runs left could not change its verdict (isVerdictSettled)
 *   --size-only   only the first-view download budget (a few seconds, no Lighthouse)
 *   --reports DIR write each Lighthouse report (JSON) there
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS } from './bench/budgets.ts';
import { CHROMIUM_PATH } from './bench/chromium.ts';
import { CONSOLE_ASSET, measureConsoleBytes } from './bench/console-bytes.ts';
import { measureFirstViewBytes } from './bench/first-view-bytes.ts';
import { runLighthouse } from './bench/lighthouse-run.ts';
import { isVerdictSettled, judgeFirstViewBytes, judgeView, type LighthouseFigures } from './bench/verdict.ts';
import { createBenchOrders } from './bench/orders.ts';
import { preparePage, startServer } from './bench/server.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    'size-only': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${options.runs}`);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (isWithin: boolean) => (isWithin ? 'ok' : 'OVER BUDGET');
const failures: string[] = [];

const VIEWS = [
  { name: 'method selection', heading: /Select a bank for payment/, url: 'methodSelectionUrl' },
  { name: 'transfer', heading: /Top up/, url: 'transferUrl' },
] as const;

async function main() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const reason = `${CHROMIUM_PATH} is missing (apt-get install chromium)`;
    if (process.env.CI === 'true') throw new Error(`The bench needs Chromium: ${reason}`);
    console.warn(`Skipping the bench: ${reason}`);
    return;
  }
  const started = Date.now();
  const { distDir, release } = preparePage('payorder-bench-dist');
  try {
    const server = await startServer(distDir);
    try {
      const orders = await createBenchOrders(server.baseUrl, server.adminKey);

      const bytes = await measureFirstViewBytes(orders.methodSelectionUrl, VIEWS[0].heading);
      console.log(
        '\nJS and CSS downloaded before the first view of /order/{id}/{token} is shown and running',
      );
      console.log('(method selection, fresh profile; gzip = each body gzipped at level 9)\n');
      const rows = bytes.files.map((file) => [
        file.url,
        kb(file.bytes),
        kb(file.gzipBytes),
        `${kb(file.transferredBytes)} ${file.encoding}`,
      ]);
      printTable(['file', 'raw', 'gzip', 'sent'], rows);
      const bytesFailures = judgeFirstViewBytes(bytes.gzipBytes);
      const isBytesWithin = bytesFailures.length === 0;
      console.log(
        `\n  total gzip ${kb(bytes.gzipBytes)} (budget ${kb(BUDGETS.firstViewGzipBytes)}): ${verdict(isBytesWithin)};` +
          ` sent over the wire ${kb(bytes.transferredBytes)}`,
      );
      if (bytes.later.length) console.log(`  loaded after the view was shown: ${bytes.later.join(', ')}`);
      failures.push(...bytesFailures);
      // The console is a separate app: none of its files may load on the payment page.
      const consoleOnPage = [...bytes.files.map((file) => file.url), ...bytes.later].filter((url) =>
        CONSOLE_ASSET.test(url),
      );
      console.log(`  console files loaded by the payment page: ${consoleOnPage.length} (must be 0)`);
      if (consoleOnPage.length)
        failures.push(`the payment page loaded console code: ${consoleOnPage.join(', ')}`);

      const consoleBytes = measureConsoleBytes(distDir);
      console.log('\nJS and CSS the console (/console) loads before its first screen (gzip level 9)\n');
      printTable(
        ['file', 'gzip'],
        consoleBytes.files.map((file) => [file.file, kb(file.gzipBytes)]),
      );
      const isConsoleWithin = consoleBytes.gzipBytes <= BUDGETS.consoleInitialGzipBytes;
      console.log(
        `\n  total gzip ${kb(consoleBytes.gzipBytes)} (budget ${kb(BUDGETS.consoleInitialGzipBytes)}): ${verdict(isConsoleWithin)}`,
      );
      if (!isConsoleWithin)
        failures.push(
          `console initial JS+CSS ${kb(consoleBytes.gzipBytes)} > ${kb(BUDGETS.consoleInitialGzipBytes)}`,
        );

      if (!options['size-only']) {
        const results: { view: string; figures: LighthouseFigures }[] = [];
        for (const view of VIEWS) {
          const figures: LighthouseFigures[] = [];
          // Up to `runs`, stopping once the rest could not change any of the view's verdicts.
          for (let run = 0; !isVerdictSettled(figures, runs); run++) {
            const report = options.reports
              ? path.resolve(options.reports, `${view.name.replace(/ /g, '-')}-${run + 1}.json`)
              : undefined;
            figures.push(await runLighthouse(orders[view.url], report));
          }
          const verdict = judgeView(view.name, figures);
          results.push({ view: `${view.name} (${figures.length} of ${runs})`, figures: verdict.figures });
          failures.push(...verdict.failures);
        }
        console.log(
          `\nLighthouse 12 (mobile, simulated slow 4G, CPU slowdown calibrated to the host), median of the runs` +
            ` made of ${runs} (a view's runs stop once the rest could not change its verdict)\n`,
        );
        printTable(
          [
            'view',
            'performance without TBT (with)',
            'accessibility',
            'best practices',
            'LCP',
            'CLS',
            'host CPU (slowdown)',
          ],
          [
            ...results.map(({ view, figures }) => [
              view,
              `${figures.performanceWithoutTbt} (${figures.performance})`,
              String(figures.accessibility),
              String(figures.bestPractices),
              `${(figures.lcpMs / 1000).toFixed(2)} s`,
              figures.cls.toFixed(3),
              `${Math.round(figures.benchmarkIndex)} (${figures.cpuSlowdown}×)`,
            ]),
            [
              'budget',
              `≥ ${BUDGETS.performance}`,
              `≥ ${BUDGETS.accessibility}`,
              `≥ ${BUDGETS.bestPractices}`,
              `≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)} s`,
              `≤ ${BUDGETS.cls}`,
              '',
            ],
          ],
        );
        for (const { view, figures } of results) {
          for (const audit of figures.failedAudits) console.log(`  ${view}: ${audit}`);
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    release();
  }
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (failures.length) {
    console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('All budgets met.');
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
