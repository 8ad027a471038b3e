import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, type Listener } from '../src/db/db.ts';
import { isPostgresRun, useScratchPostgres } from './helper.ts';
const CHANNEL = 'commit_test';

/**
 * On PostgreSQL a transaction's notifications go in the same round trip as its COMMIT, in a transaction
 * of their own (db.ts `commit`): they must follow only a commit that succeeded, and a failure of their
 * own (pg_notify refusing a payload) must not turn committed work into an error.
 */
describe.skipIf(!isPostgresRun)('notifications sent with the commit on PostgreSQL', () => {
  // A unique key checked at COMMIT: a duplicate fails the commit itself, after every statement passed.
  const scratch = useScratchPostgres(
    'payorder_commit_notify',
    'CREATE TABLE things (id int, CONSTRAINT one_each UNIQUE (id) DEFERRABLE INITIALLY DEFERRED)',
  );
  let listener: Listener;
  const heard: string[] = [];
  const count = async () =>
    Number((await scratch.db.query<{ n: string }>('SELECT count(*) AS n FROM things', [])).rows[0]!.n);
  /** What the Db counts as committed (the bench's transactions an order) while `work` runs. */
  const committedDuring = async (work: () => Promise<unknown>) => {
    const { db } = scratch;
    const [all, notifications] = [db.committedTransactions(), db.notificationTransactions()];
    await work().catch(() => undefined);
    return {
      all: db.committedTransactions() - all,
      notifications: db.notificationTransactions() - notifications,
    };
  };

  beforeAll(async () => {
    listener = await scratch.db.listen(CHANNEL, { onNotify: (payload) => heard.push(payload) });
  });

  afterAll(async () => {
    await listener?.stop();
  });

  it('notifies once the work has committed', async () => {
    const committed = await committedDuring(() =>
      scratch.db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES ($1)', [1]);
        await notify(tx, CHANNEL, ['first', 'second']);
      }),
    );
    // The work's transaction and the notifications' own, one each.
    expect(committed).toEqual({ all: 2, notifications: 1 });
    await listener.sync();
    expect(heard).toEqual(['first', 'second']);
    expect(await count()).toBe(1);
  });

  it('notifies nothing when the COMMIT itself fails, and the caller gets the failure', async () => {
    heard.length = 0;
    const failing = () =>
      scratch.db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES ($1)', [1]);
        await notify(tx, CHANNEL, ['never']);
      });
    await expect(failing()).rejects.toMatchObject({ code: '23505' });
    expect(await committedDuring(failing)).toEqual({ all: 0, notifications: 0 });
    await listener.sync();
    expect(heard).toEqual([]);
    expect(await count()).toBe(1);
    // The connection went back to the pool usable.
    await Promise.all(Array.from({ length: 12 }, () => count()));
  });

  it('keeps the committed work when pg_notify refuses the notification', async () => {
    heard.length = 0;
    const tooLong = 'x'.repeat(9000); // PostgreSQL takes at most 7999 bytes
    let answer = '';
    const committed = await committedDuring(async () => {
      answer = await scratch.db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES ($1)', [2]);
        await notify(tx, CHANNEL, [tooLong]);
        return 'done';
      });
    });
    expect(answer).toBe('done');
    expect(committed).toEqual({ all: 1, notifications: 0 });
    expect(await count()).toBe(2);
    await listener.sync();
    expect(heard).toEqual([]);
    await Promise.all(Array.from({ length: 12 }, () => count()));
  });
});
