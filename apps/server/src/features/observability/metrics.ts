import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestMetrics } from './request-metrics.js';

/**
 * What an operator's dashboard reads at /metrics. One registry per app, not prom-client's global
 * one: tests build several apps in one process, and each must count only its own traffic.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestMetrics();
  return {
    registry,
    requests,
    /** Everything /metrics serves, in Prometheus's text format. */
    text: async () => `${await registry.metrics()}\n${requests.text()}`,
    ordersCreated: new Counter({
      name: 'orders_created_total',
      help: 'Orders made from captured payments (by the browser, the webhook or the reconciler)',
      registers: [registry],
    }),
    ordersCancelled: new Counter({
      name: 'orders_cancelled_total',
      help: 'Orders cancelled, by whom',
      labelNames: ['by'] as const,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'payments_total',
      help: 'Payment events: started (a payment order made), captured (it became an order), refunded_unfulfilled (stock gone after payment), unverified (a bad signature)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    otpSends: new Counter({
      name: 'otp_sends_total',
      help: 'Login codes sent by SMS',
      registers: [registry],
    }),
    catalogueRefreshes: new Histogram({
      name: 'catalogue_refresh_duration_seconds',
      help: 'Times this process read its in-memory catalogue, and how long each took: kind load (every product read, at the start or after a change to agronomy terms) or patch (the products and cards changed since the last look)',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 30, 60],
      registers: [registry],
    }),
    otpSendFailures: new Counter({
      name: 'otp_send_failures_total',
      help: 'Login codes the SMS provider did not accept or did not answer for in time, by provider',
      labelNames: ['provider'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
