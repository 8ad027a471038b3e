/** The part of a pino logger shutdown reports to. */
interface ShutdownLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * On SIGTERM or SIGINT runs `close` (stop accepting, end streams, finish requests in flight, drain the
 * callback worker, close the database) and exits 0 when it is done, or 1 when it failed or did not
 * finish within `timeoutMs` (SHUTDOWN_TIMEOUT_MS): an orchestrator's own kill deadline should be longer.
 * A second signal exits at once.
 */
export function closeOnSignals(close: () => Promise<void>, options: { timeoutMs: number; log: ShutdownLog }) {
  const { timeoutMs, log } = options;
  let isClosing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isClosing) {
      log.error({ signal }, 'second signal: exiting without finishing the shutdown');
      process.exit(1);
    }
    isClosing = true;
    log.info({ signal, timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS: forcing exit');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    close().then(
      () => {
        log.info({}, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
}
