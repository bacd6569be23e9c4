import type { Health } from '../health/createHealth'
import type { Logger } from '../log/Logger'
import type { ShutdownStep } from '../shutdown/ShutdownStep'

/**
 * What a service's `start` hands back to {@link runServiceCli}: the line to print once it
 * listens (scripts wait for it on stdout), its logger, its health (marked not ready when the
 * stop begins) and the steps that stop it, in order.
 * @example
 * const running: RunningService = { announce: `relay listening on ${url}`, logger, health, steps: [{ name: 'relay', run: () => relay.close() }] }
 */
export type RunningService = {
  announce: string
  logger: Logger
  health?: Health | undefined
  steps: readonly ShutdownStep[]
  /** Longest the whole stop may take before the process exits with 1 (default 15 s). */
  shutdownTimeoutMs?: number
}
