import { afterEach, describe, expect, it, vi } from 'vitest';

describe('analytics', () => {
  afterEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
  });

  it('loads nothing and drops events when no measurement id is configured', async () => {
    const { initAnalytics, isAnalyticsEnabled, track } = await import('./analytics.ts');
    initAnalytics(null);
    track({ name: 'click', action: 'back_to_shop' });
    expect(isAnalyticsEnabled()).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the analytics script once for a measurement id and queues the events', async () => {
    const { initAnalytics, track } = await import('./analytics.ts');
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toContain('id=G-TEST123');
    track({ name: 'payment_step_end', step: 'requisites', duration: 12 });
    expect(Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual([
      'event',
      'payment_step_end',
      { step: 'requisites', duration: 12 },
    ]);
  });
});
