import { rateLimited } from '../http/errors.ts';
import { addressKey } from '../security/client-address.ts';
import type { StreamAccess } from './stream-access.ts';

/** Retry-After of a stream refused over a cap: the page polls meanwhile (POLL_INTERVAL_MS), so nothing is missed. */
const RETRY_AFTER_MS = 30_000;

export interface StreamCapLimits {
  /** Streams of one order (its customer's token): EVENTS_MAX_STREAMS_PER_ORDER. */
  perOrder: number;
  /** Streams of one console session, of one trader's API key, or of the admin key: EVENTS_MAX_STREAMS_PER_SESSION. */
  perSession: number;
  /** Streams from one client address (addressKey(request.ip): an IPv6 /64 is one): EVENTS_MAX_STREAMS_PER_ADDRESS. */
  perAddress: number;
}

/**
 * Open streams counted per order, per console session (or trader or admin key) and per client address, in this
 * process: one client cannot hold thousands of connections and their memory. Each replica counts its
 * own (a limit holds per process; the README says so).
 */
export class StreamCaps {
  private readonly open = new Map<string, number>();

  constructor(private readonly limits: StreamCapLimits) {}

  /** Takes a slot under each of the access's keys, or throws 429 rate_limited; answers the release. */
  take(access: StreamAccess): () => void {
    const keys = this.keysOf(access);
    for (const { key, max, what } of keys) {
      if ((this.open.get(key) ?? 0) >= max) {
        throw rateLimited(
          RETRY_AFTER_MS,
          `Too many live streams ${what} (at most ${max}); close one or wait`,
        );
      }
    }
    for (const { key } of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      for (const { key } of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }

  private keysOf(access: StreamAccess) {
    const own =
      access.kind === 'customer'
        ? { key: `order:${access.orderId}`, max: this.limits.perOrder, what: 'of this order' }
        : access.session
          ? { key: `session:${access.session.id}`, max: this.limits.perSession, what: 'of this session' }
          : access.kind === 'trader'
            ? { key: `trader:${access.traderId}`, max: this.limits.perSession, what: "of this trader's key" }
            : { key: 'admin-key', max: this.limits.perSession, what: 'of the admin key' };
    return [
      own,
      {
        key: `address:${addressKey(access.address)}`,
        max: this.limits.perAddress,
        what: 'from this address',
      },
    ];
  }
}
