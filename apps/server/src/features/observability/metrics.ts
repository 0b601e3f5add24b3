import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator's dashboard reads at /metrics. One registry per app, not prom-client's global
 * one: tests build several apps in one process, and each must count only its own traffic.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      // From a cached page (under a millisecond) to a slow checkout on a loaded machine.
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
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
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What the orders feature reports; a narrow port so it depends on the counters it uses only. */
export type OrderMetrics = Pick<Metrics, 'ordersCreated' | 'ordersCancelled' | 'payments'>;
