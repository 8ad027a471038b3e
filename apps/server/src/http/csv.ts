import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** One CSV field: the rule is the contract's, shared with the console's overview downloads. */
export { csvField } from '@payorder/contract';

/** One CSV line of `columns`, each cell already a field (csvField). */
export const csvLine = <C extends string>(columns: readonly C[], cells: Record<C, string>): string =>
  `${columns.map((column) => cells[column]).join(',')}\r\n`;

/** Answers with the CSV stream as a download (never cached: it may hold the customers' details). */
export function sendCsv(reply: FastifyReply, csv: Readable, name: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** The rows of one batch read at a time; `after` is the last row's key of the batch before (null first). */
export type BatchReader<R> = (after: R | null, limit: number) => Promise<R[]>;

export const CSV_BATCH = 500;

/**
 * A CSV stream: the header, then `readBatch` called again for the next batch only when the client has
 * taken the previous one (the stream's back-pressure), so memory stays flat whatever the size.
 */
export function csvStream<R>(header: readonly string[], readBatch: BatchReader<R>, line: (row: R) => string) {
  async function* lines() {
    yield `${header.join(',')}\r\n`;
    let after: R | null = null;
    for (;;) {
      const rows: R[] = await readBatch(after, CSV_BATCH);
      if (rows.length > 0) yield rows.map(line).join('');
      if (rows.length < CSV_BATCH) return;
      after = rows.at(-1)!;
    }
  }
  return Readable.from(lines());
}

/** The file's name: what it holds (`test` first for a shop's test data) and the range asked, or today. */
export const csvName = (what: string, from?: string, to?: string, isTest = false) => {
  const day = (value: string | undefined) => value?.slice(0, 10);
  const range = [day(from), day(to)].filter(Boolean).join('_') || new Date().toISOString().slice(0, 10);
  return `payorder-${isTest ? 'test-' : ''}${what}-${range}.csv`;
};
