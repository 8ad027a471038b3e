import { apiUrl } from '#page/lib/api-client.ts';

class RefusedStream extends Error {}

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export interface EventStreamHandlers {
  /** true once the stream delivers, false as soon as it fails (the screen then polls). */
  onLive: (isLive: boolean) => void;
  /** One event: its name (`event:` line) and its `data:` text. */
  onEvent: (event: string, data: string) => void;
}

/**
 * Follows one of the console's event streams (`GET /api<path>`, the session cookie): each event to
 * `onEvent`, `onLive` saying whether it is delivering. Reconnects with a doubling delay, up to 30 s;
 * a 401 or 403 (session ended, another role) stops it for good. Returns the call that stops it.
 */
export function followEventStream(path: string, handlers: EventStreamHandlers): () => void {
  const controller = new AbortController();
  let failures = 0;
  // Loaded with the first stream, not with the console's first screen. A stream stopped while the
  // library loaded never opens: fetchEventSource only listens for an abort still to come.
  import('@microsoft/fetch-event-source')
    .then(({ fetchEventSource }) =>
      controller.signal.aborted
        ? undefined
        : fetchEventSource(apiUrl(path), {
            signal: controller.signal,
            credentials: 'same-origin',
            // The console is a work screen: it keeps its stream while the tab is hidden (the sound and the
            // title count are for exactly that).
            openWhenHidden: true,
            async onopen(response) {
              const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
              if (response.ok && isStream) {
                // Live from the first byte: a stream with nothing to say yet sends no event until something changes.
                failures = 0;
                handlers.onLive(true);
                return;
              }
              if (response.status === 401 || response.status === 403) throw new RefusedStream();
              throw new Error(`The event stream ${path} answered ${response.status}`);
            },
            onmessage(message) {
              handlers.onEvent(message.event, message.data);
            },
            onclose() {
              throw new Error(`The event stream ${path} closed`);
            },
            onerror(error) {
              handlers.onLive(false);
              if (error instanceof RefusedStream) throw error;
              return Math.min(RETRY_BASE_MS * 2 ** failures++, RETRY_MAX_MS);
            },
          }),
    )
    .catch(() => handlers.onLive(false));
  return () => controller.abort();
}
