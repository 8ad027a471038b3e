import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (measured with three at a time on two cores,
 * docs/performance.md): started first, they end with the short ones filling in around them instead of
 * one starting last and running on alone. A clean clone has no timings for vitest's own order (it
 * falls back to the larger file first). A file not named here follows, in vitest's order.
 */
const LONGEST_FIRST = [
  'operator-journey',
  'i18n',
  'bank-notifications',
  'console-operator-admin',
  'a11y',
  'console-a11y',
  'themes',
  'console-trader',
  'console-overview',
  'server-render',
  'dead-ends',
  'receipts',
  'console-operator',
  'console-trader-shift',
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/e2e/${name}.e2e.ts`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files of one rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
