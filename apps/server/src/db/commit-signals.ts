/**
 * Work a floor answers after a transaction of a floor below it commits, without that floor importing it
 * (scripts/server-floors.mjs): the order core and the ledger say "capacity freed" (an order ended, a
 * trader was funded), routing answers by placing the orders that wait (app.ts registers the answer); the
 * rules that read bank messages changed, the parser's kept rules are dropped (rules-store.ts ParseRules).
 * Each Db has its own answers, shared by its transactions.
 */
export type CommitSignal = 'capacity-freed' | 'rules-changed';

/** What a signal needs of a query runner (db.ts Queryable): a transaction's after-commit, and the Db's signals. */
interface Runner {
  afterCommit?(callback: () => void | Promise<void>): void;
  readonly signals?: CommitSignals;
}

export class CommitSignals {
  private readonly answers = new Map<CommitSignal, () => Promise<void>>();
  private readonly raised = new WeakMap<Runner, Set<CommitSignal>>();

  /** `handler` runs after each transaction that raised `signal` commits; returns the call that stops it. */
  answer(signal: CommitSignal, handler: () => Promise<void>): () => void {
    this.answers.set(signal, handler);
    return () => {
      if (this.answers.get(signal) === handler) this.answers.delete(signal);
    };
  }

  /**
   * Inside a transaction: the signal's answer runs once it has committed (once, however often raised),
   * before the transaction's promise resolves, so its caller sees the answer done. Outside one: now.
   */
  async raise(q: Runner, signal: CommitSignal): Promise<void> {
    const answer = this.answers.get(signal);
    if (!answer) return;
    if (!q.afterCommit) return answer();
    const raised = this.raised.get(q) ?? new Set<CommitSignal>();
    if (raised.has(signal)) return;
    raised.add(signal);
    this.raised.set(q, raised);
    q.afterCommit(answer);
  }
}

/** Raises `signal` on the Db `q` belongs to (nothing when nobody answers it). */
export const raiseAfterCommit = (q: Runner, signal: CommitSignal): Promise<void> =>
  q.signals?.raise(q, signal) ?? Promise.resolve();
