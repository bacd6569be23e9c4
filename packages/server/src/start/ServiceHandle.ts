import type { Health } from '../health/createHealth'
import type { Metrics } from '../metrics/createMetrics'
import type { ShutdownStep } from '../shutdown/ShutdownStep'

/**
 * What a service's `start…` function hands its caller (its program, tests, other packages'
 * tests): where it listens, its health and metrics, the steps of its orderly stop in order (for
 * {@link RunningService}) and `close()`, the stop a test calls; each service says how its
 * `close()` stops.
 * @example
 * export type RunningGateway = ServiceHandle
 * const { url, close } = await startGateway(config)
 */
export type ServiceHandle = {
  url: string
  port: number
  health: Health
  metrics: Metrics
  steps: readonly ShutdownStep[]
  close: () => Promise<void>
}
