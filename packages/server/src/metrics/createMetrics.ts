import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * A counter or gauge made by {@link Metrics}, as prom-client types it (`inc`, `set`, labels).
 * @example
 * const published: MetricCounter = metrics.counter({ name: 'portico_relay_messages_published_total', help: 'Messages' })
 */
export type { Counter as MetricCounter, Gauge as MetricGauge } from 'prom-client'

// Latency buckets for an API whose answers range from a cached read to a chain call.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * A service's Prometheus metrics, in a registry of its own (prom-client's global default
 * registry is never used: two services, or two tests, in one process keep apart). Holds the
 * process metrics, the HTTP latency histogram and the rate-limit refusal counter; `counter`
 * and `gauge` register the service's own.
 * @example
 * const metrics = createMetrics({ service: 'relay' })
 * const sockets = metrics.gauge({ name: 'portico_relay_open_sockets', help: 'Open WebSockets', collect: () => relay.connectionCount() })
 */
export type Metrics = {
  registry: Registry
  /** `portico_http_request_duration_seconds{route,method,status}`. */
  httpDuration: Histogram<'route' | 'method' | 'status'>
  /** `portico_rate_limit_refusals_total{limiter}`. */
  rateLimitRefusals: Counter<'limiter'>
  counter<L extends string = never>(options: {
    name: string
    help: string
    labelNames?: readonly L[]
  }): Counter<L>
  /** A gauge; `collect` (read at each scrape) sets it from the service's own state. */
  gauge<L extends string = never>(options: {
    name: string
    help: string
    labelNames?: readonly L[]
    collect?: (gauge: Gauge<L>) => void | Promise<void>
  }): Gauge<L>
  /** The Prometheus text exposition of every metric. */
  render(): Promise<string>
  /** The Content-Type of {@link Metrics.render}'s text. */
  contentType: string
}

/**
 * Creates a service's {@link Metrics}; every series carries `service`. The process metrics
 * (CPU, memory, event loop, GC) are on unless `processMetrics: false` (an app built per test
 * needs no GC observer of its own).
 * @example
 * const metrics = createMetrics({ service: 'gateway' })
 * const text = await metrics.render()
 */
export function createMetrics(options: { service: string; processMetrics?: boolean }): Metrics {
  const registry = new Registry()
  registry.setDefaultLabels({ service: options.service })
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry })
  const httpDuration = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status: time to the response headers',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  })
  const rateLimitRefusals = new Counter({
    name: 'portico_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limiter name',
    labelNames: ['limiter'] as const,
    registers: [registry],
  })
  return {
    registry,
    httpDuration,
    rateLimitRefusals,
    counter: ({ name, help, labelNames }) =>
      new Counter({ name, help, labelNames: labelNames ?? [], registers: [registry] }),
    gauge: ({ name, help, labelNames, collect }) =>
      new Gauge({
        name,
        help,
        labelNames: labelNames ?? [],
        registers: [registry],
        ...(collect && {
          collect(this: Gauge) {
            return collect(this)
          },
        }),
      }),
    render: () => registry.metrics(),
    contentType: registry.contentType,
  }
}
