// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

describe('parseRuntimeConfig (docs/product/payment-page.md §9)', () => {
  it('reads the server-rendered JSON', () => {
    expect(
      parseRuntimeConfig(
        '{"apiHost":"https://api.example/","publicUrl":"https://pay.example","analyticsMeasurementId":"G-1"}',
      ),
    ).toEqual({
      apiHost: 'https://api.example',
      publicUrl: 'https://pay.example',
      analyticsMeasurementId: 'G-1',
    });
  });

  it('falls back to same-origin defaults without a config or with a broken one', () => {
    const defaults = { apiHost: '', publicUrl: '', analyticsMeasurementId: null };
    expect(parseRuntimeConfig(null)).toEqual(defaults);
    expect(parseRuntimeConfig('{not json')).toEqual(defaults);
    expect(parseRuntimeConfig('{"analyticsMeasurementId":""}')).toEqual(defaults);
  });
});
