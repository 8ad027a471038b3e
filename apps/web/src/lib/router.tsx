import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/*
 * The page's router: three routes (docs/product/payment-page.md §2) need a path, its parameters, a
 * link that does not reload and the back button, not react-router's 13 KB (gzip) of the first view
 * (docs/performance.md "Where the first view's weight was"). The console keeps react-router.
 */

const PathContext = createContext('/');

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserPath = () => window.location.pathname;

/** The path the page shows: the browser's, kept in step with history; or, on the server, the request's. */
export function Router({ path, children }: { path?: string; children: ReactNode }) {
  const read = path === undefined ? browserPath : () => path;
  const current = useSyncExternalStore(subscribe, read, read);
  return <PathContext.Provider value={current}>{children}</PathContext.Provider>;
}

export const usePath = () => useContext(PathContext);

/** Goes to another of the page's paths without reloading, as a link or the back button would. */
export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The parameters of `pattern` (segments like `:id`) in `path`, decoded; null when it does not match.
 * `matchPath('/order/:id/:token', '/order/1/a%20b')` → `{ id: '1', token: 'a b' }`.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const actual = path.replace(/\/+$/, '').split('/');
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** A link to another of the page's paths: a plain link (new tab, copy) that, clicked, changes the view in place. */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlainClick) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={onClick} />;
}
