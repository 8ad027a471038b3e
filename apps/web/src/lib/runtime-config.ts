/** spec §9 runtime configuration: rendered by the server into index.html, read once at start. */
export interface RuntimeConfig {
  /** Where the API lives; empty means this page's own origin. */
  apiHost: string;
  publicUrl: string;
  analyticsMeasurementId: string | null;
}

const DEFAULTS: RuntimeConfig = { apiHost: '', publicUrl: '', analyticsMeasurementId: null };

export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return DEFAULTS;
  try {
    const value = JSON.parse(text) as Partial<RuntimeConfig>;
    return {
      apiHost: typeof value.apiHost === 'string' ? value.apiHost.replace(/\/+$/, '') : '',
      publicUrl: typeof value.publicUrl === 'string' ? value.publicUrl : '',
      analyticsMeasurementId:
        typeof value.analyticsMeasurementId === 'string' && value.analyticsMeasurementId
          ? value.analyticsMeasurementId
          : null,
    };
  } catch {
    return DEFAULTS;
  }
}

let cached: RuntimeConfig | null = null;

/** The page's configuration; the dev server has no config tag and gets the same-origin defaults. */
export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(
    typeof document === 'undefined' ? null : document.getElementById('runtime-config')?.textContent,
  );
  return cached;
}
