import type { MetricCounter as Counter, Metrics } from '@portico/server'

/**
 * The relay's own series beside the foundation's: messages published and delivered, refusals
 * by reason (upgrades and publishes), and per-connection frames refused by the rate limit
 * (`portico_rate_limit_refusals_total{limiter="frames"}`).
 * @example
 * metrics.published.inc()
 */
export type RelayMetrics = {
  published: Counter
  delivered: Counter
  refusals: Counter<'reason'>
  frameRefused(): void
}

/**
 * Registers the relay's series in `metrics`: `portico_relay_open_sockets` and
 * `portico_relay_stored_bytes` (read at each scrape from `openSockets` and `storedBytes`),
 * `portico_relay_messages_published_total`, `portico_relay_messages_delivered_total` and
 * `portico_relay_refusals_total{reason}`.
 * @example
 * const relayMetrics = createRelayMetrics(metrics, { openSockets: () => tracker.connections.size, storedBytes: () => ledger.storedBytes?.(clock.now()) })
 */
export function createRelayMetrics(
  metrics: Metrics,
  sources: {
    openSockets: () => number
    storedBytes: () => number | Promise<number | undefined> | undefined
  },
): RelayMetrics {
  metrics.gauge({
    name: 'portico_relay_open_sockets',
    help: 'Open client WebSockets on this node',
    collect: (gauge) => gauge.set(sources.openSockets()),
  })
  metrics.gauge({
    name: 'portico_relay_stored_bytes',
    help: 'Bytes of stored messages counted against the quotas (all nodes in cluster mode)',
    collect: async (gauge) => {
      const bytes = await sources.storedBytes()
      if (bytes !== undefined) gauge.set(bytes)
    },
  })
  return {
    published: metrics.counter({
      name: 'portico_relay_messages_published_total',
      help: 'Messages stored by publishes on this node (repeats not counted)',
    }),
    delivered: metrics.counter({
      name: 'portico_relay_messages_delivered_total',
      help: 'Messages pushed to subscribers on this node',
    }),
    refusals: metrics.counter({
      name: 'portico_relay_refusals_total',
      help: 'Upgrades and publishes refused, by reason',
      labelNames: ['reason'] as const,
    }),
    frameRefused: () => metrics.rateLimitRefusals.inc({ limiter: 'frames' }),
  }
}
