import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../http/errors.ts';
import { assertPublicCallbackUrl } from './url-guard.ts';

/** What one delivery attempt found out; stored as a callback_attempts row. */
export interface AttemptOutcome {
  /** The shop's HTTP status, or null when it never answered (timeout, refused connection, blocked URL). */
  responseCode: number | null;
  latencyMs: number;
  error: string | null;
}

export interface PostCallbackInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Resolves and checks the host, returning the addresses it may connect to (tests stand in a resolver). */
  checkUrl?: (url: string, allowPrivate: boolean) => Promise<string[]>;
}

/** Any 2xx means delivered (docs/architecture.md "Callbacks"). */
export const isDelivered = (code: number | null) => code !== null && code >= 200 && code < 300;

/**
 * POSTs one callback. The URL is checked again here (DNS may have changed since the order was created)
 * and the connection goes to the address that was checked, so a rebinding DNS answer cannot slip a
 * private address in between check and connect. Redirects are never followed: a 3xx is a failed attempt.
 * The timeout covers everything: lookup, connect, and waiting for the answer's status line.
 */
export async function postCallback(input: PostCallbackInput): Promise<AttemptOutcome> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  const outcome = (responseCode: number | null, error: string | null): AttemptOutcome => ({
    responseCode,
    latencyMs: Math.round(performance.now() - started),
    error,
  });
  try {
    const checkUrl = input.checkUrl ?? assertPublicCallbackUrl;
    const addresses = await untilAborted(checkUrl(input.url, input.allowPrivate), controller.signal);
    const responseCode = await send(input, addresses[0], controller.signal);
    if (responseCode >= 300 && responseCode < 400) return outcome(responseCode, 'redirects are not followed');
    return outcome(responseCode, null);
  } catch (error) {
    if (controller.signal.aborted) return outcome(null, `no answer within ${input.timeoutMs} ms`);
    if (error instanceof AppError) return outcome(null, `refused: ${error.message}`);
    return outcome(null, describeNetworkError(error));
  } finally {
    clearTimeout(timer);
  }
}

function send(input: PostCallbackInput, pinnedAddress: string | undefined, signal: AbortSignal) {
  const url = new URL(input.url);
  const transport = url.protocol === 'https:' ? https : http;
  const lookup: net.LookupFunction | undefined = pinnedAddress
    ? (_hostname, options, callback) => {
        const family = net.isIP(pinnedAddress);
        if (options.all) callback(null, [{ address: pinnedAddress, family }]);
        else callback(null, pinnedAddress, family);
      }
    : undefined;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          ...input.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'Payorder-Callbacks/1',
          connection: 'close',
        },
        // A fresh connection per attempt: nothing pooled outlives the address check above.
        agent: false,
        lookup,
        signal,
      },
      (response) => {
        // The status line is the answer; the body is read and dropped so the socket closes cleanly,
        // and a shop that trickles its body forever is cut off after one more timeout.
        const drainTimer = setTimeout(() => request.destroy(), input.timeoutMs);
        drainTimer.unref();
        response.on('close', () => clearTimeout(drainTimer));
        response.on('error', () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(input.body);
  });
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}
