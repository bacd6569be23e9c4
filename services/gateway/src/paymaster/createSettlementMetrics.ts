import type { MetricCounter, MetricGauge, Metrics } from '@portico/server'

/**
 * What the settler finds on chain, by `chain` (CAIP-2) and `project`: the wei sponsored
 * operations really cost (their `actualGasCost`, beside the maximum the paymaster's
 * `reserved_wei_total` counted), the operations settled, the reservations released (`reason`:
 * `expired`, its paymaster data's window passed unused, or `nonce_used`, another signature for
 * its nonce landed), and each paymaster's EntryPoint deposit as last read (by `chain` and `paymaster`).
 * @example
 * settlementMetrics.settledWei.inc({ chain: 'eip155:31337', project: 'demo' }, 42_000_000_000_000)
 */
export type SettlementMetrics = {
  /** `portico_paymaster_settled_wei_total{chain,project}`. */
  settledWei: MetricCounter<'chain' | 'project'>
  /** `portico_paymaster_settled_operations_total{chain,project}`. */
  settled: MetricCounter<'chain' | 'project'>
  /** `portico_paymaster_released_reservations_total{chain,project,reason}`. */
  released: MetricCounter<'chain' | 'project' | 'reason'>
  /** `portico_paymaster_deposit_wei{chain,paymaster}`. */
  deposit: MetricGauge<'chain' | 'paymaster'>
}

/**
 * Registers {@link SettlementMetrics} in the gateway's registry.
 * @example const settlementMetrics = createSettlementMetrics(metrics)
 */
export function createSettlementMetrics(metrics: Metrics): SettlementMetrics {
  return {
    settledWei: metrics.counter({
      name: 'portico_paymaster_settled_wei_total',
      help: 'Wei the sponsored user operations really cost (actualGasCost), by chain and project',
      labelNames: ['chain', 'project'],
    }),
    settled: metrics.counter({
      name: 'portico_paymaster_settled_operations_total',
      help: 'Sponsored user operations found on chain and settled at their actual cost, by chain and project',
      labelNames: ['chain', 'project'],
    }),
    released: metrics.counter({
      name: 'portico_paymaster_released_reservations_total',
      help: 'Sponsorship reservations given back whole (expired unused, or their nonce used by another), by chain, project and reason',
      labelNames: ['chain', 'project', 'reason'],
    }),
    deposit: metrics.gauge({
      name: 'portico_paymaster_deposit_wei',
      help: "The paymaster's deposit at its EntryPoint, in wei, as the settler last read it, by chain and paymaster (lower-case address)",
      labelNames: ['chain', 'paymaster'],
    }),
  }
}
