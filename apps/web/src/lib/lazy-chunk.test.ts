import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChunkTimeout } from './lazy-chunk.ts';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout (docs/product/payment-page.md §9: chunk load timeout 120 s)', () => {
  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withChunkTimeout(never);
    const outcome = expect(loading).rejects.toThrow('took over 120 s');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes a chunk that arrives in time through', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(new Promise((resolve) => setTimeout(() => resolve('module'), 119_000)));
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(loading).resolves.toBe('module');
  });
});
