import type { MetricCounter, MetricGauge, Metrics } from '@portico/server'

/**
 * What each call to a chain's provider came to: `ok`; `rate_limited` (a 429, waited out and
 * sent again); `batch_refused` (the batch was too large and went again split); `failed` (network
 * error, 5xx, or a 429 past its retries); `circuit_open` (not sent: the provider is left alone).
 * @example const outcome: UpstreamOutcome = 'rate_limited'
 */
export type UpstreamOutcome = 'ok' | 'rate_limited' | 'batch_refused' | 'failed' | 'circuit_open'

/**
 * The gateway's metrics of its chains' providers, each by `chain` (CAIP-2).
 * @example
 * const upstream = createUpstreamMetrics(metrics)
 * upstream.calls.inc({ chain: 'eip155:8453', outcome: 'ok' }, 50)
 */
export type UpstreamMetrics = {
  /** `portico_upstream_calls_total{chain,outcome}`: JSON-RPC calls (a batch counts each). */
  calls: MetricCounter<'chain' | 'outcome'>
  /** `portico_upstream_backoff_seconds_total{chain}`: time spent waiting out 429s. */
  backoffSeconds: MetricCounter<'chain'>
  /** `portico_upstream_max_batch_size{chain}`: the batch size the provider is sent now. */
  maxBatchSize: MetricGauge<'chain'>
  /** `portico_upstream_circuit_open{chain}`: 1 open, 0.5 half open (one probe), 0 closed. */
  circuitOpen: MetricGauge<'chain'>
}

/**
 * Registers {@link UpstreamMetrics} once in the gateway's registry.
 * @example
 * const upstream = createUpstreamMetrics(metrics)
 */
export function createUpstreamMetrics(metrics: Metrics): UpstreamMetrics {
  return {
    calls: metrics.counter({
      name: 'portico_upstream_calls_total',
      help: "JSON-RPC calls to the chains' providers by outcome (a batch counts each call)",
      labelNames: ['chain', 'outcome'],
    }),
    backoffSeconds: metrics.counter({
      name: 'portico_upstream_backoff_seconds_total',
      help: "Seconds spent waiting out a provider's 429 answers",
      labelNames: ['chain'],
    }),
    maxBatchSize: metrics.gauge({
      name: 'portico_upstream_max_batch_size',
      help: 'Calls per JSON-RPC batch sent to the provider now (halved on each refused batch)',
      labelNames: ['chain'],
    }),
    circuitOpen: metrics.gauge({
      name: 'portico_upstream_circuit_open',
      help: "The provider's circuit: 1 open (requests fail at once), 0.5 half open, 0 closed",
      labelNames: ['chain'],
    }),
  }
}
