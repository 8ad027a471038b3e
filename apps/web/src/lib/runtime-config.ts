import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@payorder/contract';

/** docs/product/payment-page.md §9 runtime configuration (contract `RuntimeConfig`), read once at start. */

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
    typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent,
  );
  return cached;
}
