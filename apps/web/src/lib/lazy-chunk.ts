import { CHUNK_LOAD_TIMEOUT_MS } from '@payorder/contract';
import {
  createElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
} from 'react';

/** docs/product/payment-page.md §9: a chunk that has not arrived in 120 s has failed; the error boundary then takes over. */
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

export interface LazyChunk<P> {
  (props: P): ReactElement;
  /** Starts loading the chunk; once it is in, the component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy with the chunk-load timeout of docs/product/payment-page.md §9, and a `preload` that makes the component render
 * at once when its code has arrived before it is first drawn. (React.lazy alone suspends on every
 * first draw, even of a chunk that is already in, and React then holds the revealed content back by
 * up to 300 ms: on a phone the first view would wait for nothing.) Each mounted instance keeps the
 * component it started with, so nothing is re-created when the chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy itself uses
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyChunk<ComponentProps<T>> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () =>
    (loading ??= withChunkTimeout(load()).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  const LazyChunk = (props: ComponentProps<T>) => {
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<ComponentProps<T>>);
    return createElement(Component, props);
  };
  LazyChunk.preload = () => loadOnce().then(() => undefined);
  return LazyChunk;
}
