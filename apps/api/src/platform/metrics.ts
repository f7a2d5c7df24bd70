import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { RequestSeries } from './request-series';

/**
 * Prometheus metrics: request count and latency by route, and errors; one registry per app. The
 * same hook feeds the server's own minute series (`series`), read by the monitoring page.
 */
export function registerMetrics(app: FastifyInstance, series: RequestSeries) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unknown URLs share one label so scanners cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    series.record(`${request.method} ${route}`, reply.statusCode, reply.elapsedTime);
  });

  app.get('/metrics', { config: { access: { operations: true } }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
