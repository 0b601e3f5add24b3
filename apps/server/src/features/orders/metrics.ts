import type { Counter } from 'prom-client';

/**
 * The counters the orders feature reports to, a narrow port it owns: app.ts hands it the app's
 * counters (observability serves them at /metrics), so orders knows nothing of that feature.
 */
export interface OrderMetrics {
  ordersCreated: Pick<Counter, 'inc'>;
  ordersCancelled: Pick<Counter<'by'>, 'inc'>;
  payments: Pick<Counter<'outcome'>, 'inc'>;
}
