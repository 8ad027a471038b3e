import { apiUrl } from './api-client.ts';

export interface ReportOptions {
  fatal?: boolean;
  context?: Record<string, unknown>;
}

type Listener = (message: string, fatal: boolean) => void;
const listeners = new Set<Listener>();

/** Lets analytics record exceptions without this module knowing about it. */
export function onErrorReported(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** The one place the page reports fatal and non-fatal errors: POST /api/v1/client-errors, never throwing. */
export function reportError(error: unknown, { fatal = false, context = {} }: ReportOptions = {}): void {
  const message = messageOf(error).slice(0, 2000);
  for (const listener of listeners) listener(message, fatal);
  const body = JSON.stringify({
    fatal,
    message,
    context: {
      ...context,
      url:
        typeof location === 'undefined'
          ? undefined
          : location.pathname.replace(/\/order\/([^/]+)\/.*/, '/order/$1/…'),
      stack: error instanceof Error ? error.stack?.slice(0, 2000) : undefined,
    },
  });
  try {
    void fetch(apiUrl('/v1/client-errors'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

/** Uncaught errors and rejections are reported as non-fatal; render failures come from the error boundary. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) =>
    reportError(event.error ?? event.message, { context: { source: 'window.onerror' } }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, { context: { source: 'unhandledrejection' } }),
  );
}
