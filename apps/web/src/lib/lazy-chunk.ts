import { CHUNK_LOAD_TIMEOUT_MS } from '@payorder/contract';
import { lazy, type ComponentType } from 'react';

/** spec §9: a chunk that has not arrived in 120 s has failed; the error boundary then takes over. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Loading a part of the page took over ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** React.lazy with the spec's chunk-load timeout. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy itself uses
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withChunkTimeout(load()));
}
