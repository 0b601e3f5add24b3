import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics.js';

describe('request metrics', () => {
  it('counts answers by status and route pattern', () => {
    const metrics = new RequestMetrics();
    const route = metrics.route('GET', '/api/eproduct/:id');
    route.record(200, 0.0004);
    route.record(200, 0.002);
    route.record(404, 0.0003);
    const text = metrics.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/eproduct/:id",status_code="200"} 2\n');
    expect(text).toContain('http_requests_total{method="GET",route="/api/eproduct/:id",status_code="404"} 1\n');
  });

  it('times answers in cumulative buckets with their sum and count', () => {
    const metrics = new RequestMetrics();
    const route = metrics.route('POST', '/api/eproduct/products');
    for (const seconds of [0.0005, 0.003, 0.003, 20]) route.record(200, seconds);
    const line = (suffix: string) =>
      metrics
        .text()
        .split('\n')
        .find((l) => l.startsWith(`http_request_duration_seconds_${suffix}`))
        ?.split(' ')
        .at(-1);
    expect(line('bucket{le="0.001",')).toBe('1');
    expect(line('bucket{le="0.005",')).toBe('3');
    expect(line('bucket{le="10",')).toBe('3');
    expect(line('bucket{le="+Inf",')).toBe('4');
    expect(Number(line('sum{'))).toBeCloseTo(20.0065);
    expect(line('count{')).toBe('4');
  });

  it('gives a route its one series however often it asks', () => {
    const metrics = new RequestMetrics();
    metrics.route('GET', '/a').record(200, 0.001);
    metrics.route('GET', '/a').record(200, 0.001);
    expect(metrics.text()).toContain('http_requests_total{method="GET",route="/a",status_code="200"} 2\n');
  });

  it('quotes a route pattern that holds a quote or a backslash', () => {
    const metrics = new RequestMetrics();
    metrics.route('GET', '/odd"\\path').record(200, 0.001);
    expect(metrics.text()).toContain('route="/odd\\"\\\\path"');
  });

  it('writes no histogram lines for a route that has answered nothing yet', () => {
    const metrics = new RequestMetrics();
    metrics.route('GET', '/quiet');
    expect(metrics.text()).not.toContain('/quiet');
  });
});
