import { onErrorReported } from './error-reporter.ts';

/** docs/product/payment-page.md §4: the payment steps and click actions analytics knows. */
export type PaymentStep =
  | 'select_payment_type'
  | 'requisites'
  | 'customer_confirm_details'
  | 'customer_confirm_transfer'
  | 'trader_confirm';
export type ClickAction =
  | 'telegram_help'
  | 'telegram_upload_receipt'
  | 'order_cancel'
  | 'confirm_customer_details'
  | 'confirm_transfer'
  | 'back_to_shop';

export type AnalyticsEvent =
  | { name: 'click'; action: ClickAction }
  | { name: 'exception'; description: string; fatal: boolean }
  | { name: 'payment_step_start'; step: PaymentStep }
  | { name: 'payment_step_end'; step: PaymentStep; duration: number }
  | { name: 'payment_flow_complete'; type: string };

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let gtag: Gtag | null = null;

/**
 * Loads the analytics script only when a measurement id is configured (docs/product/payment-page.md §7, §9); with none, this
 * module loads nothing and every event is dropped. No inline script: the queue is set up here.
 */
export function initAnalytics(measurementId: string | null): void {
  if (!measurementId || gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads Arguments objects from the queue, not arrays.
  gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  onErrorReported((description, fatal) => track({ name: 'exception', description, fatal }));
  reportWebVitals();
}

/** docs/product/payment-page.md §7: optional web-vitals reporting, fetched only once analytics is on. */
function reportWebVitals(): void {
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: { name: string; value: number; id: string; rating: string }) =>
        gtag?.('event', metric.name, {
          value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
          metric_id: metric.id,
          metric_rating: metric.rating,
          non_interaction: true,
        });
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(send);
    })
    .catch(() => undefined);
}

export const isAnalyticsEnabled = () => gtag !== null;

export function track(event: AnalyticsEvent): void {
  if (!gtag) return;
  const { name, ...params } = event;
  gtag('event', name, params);
}

export const trackClick = (action: ClickAction) => track({ name: 'click', action });
