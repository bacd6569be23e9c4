import type { Clock, Logger } from '@portico/server'
import type { RelayStore } from './RelayStore'

/**
 * Delete expired messages every `intervalMs` (never two sweeps at once). Reads already skip
 * expired messages; the sweep only frees the space. Returns a stop function.
 * @example
 * const stop = startSweep(store, clock, logger, 60_000)
 */
export function startSweep(
  store: RelayStore,
  clock: Clock,
  logger: Logger,
  intervalMs: number,
): () => void {
  let sweeping = false
  const timer = setInterval(() => {
    if (sweeping) return
    sweeping = true
    store
      .deleteExpired(clock.now())
      .then((deleted) => {
        if (deleted > 0) logger.debug('Deleted expired messages', { deleted })
      })
      .catch((error: unknown) => logger.error('Sweep failed', { error: String(error) }))
      .finally(() => {
        sweeping = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
