import type { MetricCounter, MetricGauge, Metrics } from '@portico/server'

/**
 * Where each USD price came from and how old it was, by `chain`: `source` is `table` (the
 * static override), `feed` (a Chainlink-style feed) or `pool` (a Uniswap V2 pool's spot price);
 * `outcome` is `ok` or why no price was given (`stale`, `out_of_range`, `incomplete`,
 * `unreadable`).
 * @example
 * priceMetrics.reads.inc({ chain: 'eip155:1', source: 'feed', outcome: 'stale' })
 */
export type PriceMetrics = {
  /** `portico_price_reads_total{chain,source,outcome}`. */
  reads: MetricCounter<'chain' | 'source' | 'outcome'>
  /** `portico_price_feed_age_seconds{chain,feed}`: the age of each feed's answer at its last read. */
  feedAge: MetricGauge<'chain' | 'feed'>
}

/**
 * Registers {@link PriceMetrics} in the gateway's registry.
 * @example const priceMetrics = createPriceMetrics(metrics)
 */
export function createPriceMetrics(metrics: Metrics): PriceMetrics {
  return {
    reads: metrics.counter({
      name: 'portico_price_reads_total',
      help: 'USD prices given or refused, by chain, source (table, feed, pool) and outcome',
      labelNames: ['chain', 'source', 'outcome'],
    }),
    feedAge: metrics.gauge({
      name: 'portico_price_feed_age_seconds',
      help: "Seconds since each price feed's answer was updated, at its last read",
      labelNames: ['chain', 'feed'],
    }),
  }
}
