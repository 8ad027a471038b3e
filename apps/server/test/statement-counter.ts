import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from '../src/db/db.ts';

/**
 * Counts the statements `db` runs for the work measured (inside transactions or not; BEGIN and COMMIT not
 * counted): only those of the work's own async context, so a background sweep (expiry, routing's periodic
 * look) that ticks meanwhile is not counted as the move's.
 */
export function countStatements(db: Db) {
  const measured = new AsyncLocalStorage<true>();
  const counter = { statements: 0, measured };
  const count = () => {
    if (measured.getStore()) counter.statements += 1;
  };
  const counted = (q: Queryable): Queryable => ({
    ...q,
    query: <T>(sql: string, params?: unknown[]) => {
      count();
      return q.query<T>(sql, params);
    },
  });
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = <T>(sql: string, params?: unknown[]) => {
    count();
    return query<T>(sql, params);
  };
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => transaction((tx) => work(counted(tx)));
  return counter;
}

export async function statementsOf(
  counter: ReturnType<typeof countStatements>,
  work: () => Promise<unknown>,
) {
  const before = counter.statements;
  await counter.measured.run(true, work);
  return counter.statements - before;
}
