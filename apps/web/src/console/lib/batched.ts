/**
 * Calls `run` once, `delayMs` after the first of the `schedule()` calls made meanwhile: a burst of live
 * events (an order created and moved at once, a busy platform) makes one read, not one per event.
 */
export function batched(run: () => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      timer ??= setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
