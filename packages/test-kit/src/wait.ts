/**
 * Asks `probe` until `isDone` holds, every `intervalMs`; throws with the last value after `timeoutMs`.
 * Tests wait on a condition this way, never for a fixed time.
 */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  isDone: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
