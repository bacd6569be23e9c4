import type { MetricCounter, Metrics } from '@portico/server'

/**
 * What the paymaster signs and refuses, by `chain` (CAIP-2) and `project`: operations signed
 * for (`pm_getPaymasterData` answered), the wei they reserved from the budgets (each at its
 * maximum cost), and refusals by `reason` (a key of `SPONSORSHIP_REFUSALS`); and the token
 * paymaster's answers by `chain`, `token` and `outcome` (no project: the visitor pays).
 * @example
 * paymasterMetrics.sponsored.inc({ chain: 'eip155:31337', project: 'demo' })
 */
export type PaymasterMetrics = {
  /** `portico_paymaster_sponsored_operations_total{chain,project}`. */
  sponsored: MetricCounter<'chain' | 'project'>
  /** `portico_paymaster_reserved_wei_total{chain,project}`. */
  reservedWei: MetricCounter<'chain' | 'project'>
  /** `portico_paymaster_refusals_total{chain,project,reason}`. */
  refusals: MetricCounter<'chain' | 'project' | 'reason'>
  /**
   * `portico_token_paymaster_operations_total{chain,token,outcome}`: the token paymaster's
   * answers, `quoted` (a stub), `signed`, or the refusal's reason (`TOKEN_PAYMENT_REFUSALS`).
   */
  tokenOperations: MetricCounter<'chain' | 'token' | 'outcome'>
}

/**
 * Registers {@link PaymasterMetrics} in the gateway's registry.
 * @example const paymasterMetrics = createPaymasterMetrics(metrics)
 */
export function createPaymasterMetrics(metrics: Metrics): PaymasterMetrics {
  return {
    sponsored: metrics.counter({
      name: 'portico_paymaster_sponsored_operations_total',
      help: 'User operations the paymaster signed for, by chain and project',
      labelNames: ['chain', 'project'],
    }),
    reservedWei: metrics.counter({
      name: 'portico_paymaster_reserved_wei_total',
      help: 'Wei reserved from sponsorship budgets (each operation at its maximum cost), by chain and project',
      labelNames: ['chain', 'project'],
    }),
    refusals: metrics.counter({
      name: 'portico_paymaster_refusals_total',
      help: 'Sponsorships refused, by chain, project and reason',
      labelNames: ['chain', 'project', 'reason'],
    }),
    tokenOperations: metrics.counter({
      name: 'portico_token_paymaster_operations_total',
      help: 'User operations whose fee is paid in a token: quoted, signed or refused (by reason), by chain and token',
      labelNames: ['chain', 'token', 'outcome'],
    }),
  }
}
