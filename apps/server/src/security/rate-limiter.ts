/**
 * Fixed-window counter per key, in memory. Each replica counts on its own, which bounds guessing
 * per replica; tokens are 256-bit, so the limit guards against abuse rather than brute force.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit; returns false when the key is over its limit for the current window. */
  hit(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (this.windows.size > 100_000) this.prune(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
