import type { BackendModule, ReadCallback } from 'i18next';

export interface FetchBackendOptions {
  /** With {{lng}} and {{ns}}, e.g. /locales/{{lng}}/{{ns}}.json */
  loadPath: string;
}

/**
 * Loads one language's namespace as JSON over HTTP, on demand. It does for this page what
 * i18next-http-backend did, in a few lines instead of its 2.4 KB gzipped on the first view (the
 * page's size budget, docs/performance.md). As there, a network failure or a 5xx asks i18next to
 * retry and a 4xx does not.
 */
export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  callbackApi = true;
  private loadPath = '';

  init(_services: unknown, options: FetchBackendOptions): void {
    this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url, { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: ${response.status}`, response.status >= 500);
          return;
        }
        try {
          callback(null, (await response.json()) as Record<string, unknown>);
        } catch {
          callback(`failed parsing ${url} to json`, false);
        }
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  }
}
