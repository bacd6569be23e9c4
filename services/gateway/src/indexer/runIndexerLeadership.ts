import { type Logger, silentLogger } from '@portico/server'
import type { Indexer } from './createIndexer'
import type { LeaderLock } from './LeaderLock'

/**
 * Runs the indexer only while this node holds the leader lock: tries to take it every
 * `intervalMs`, starts the indexer when it does, and stops it as soon as the lock is lost.
 * Indexing is idempotent (rows are inserted once, the cursor moves with them), so a short
 * overlap while a lost lock is noticed writes nothing twice.
 * @example
 * const leadership = runIndexerLeadership({ lock, indexer, intervalMs: 2000 })
 * await leadership.stop()
 */
export function runIndexerLeadership(options: {
  lock: LeaderLock
  indexer: Pick<Indexer, 'start' | 'stop'>
  intervalMs: number
  logger?: Logger
}) {
  const logger = options.logger ?? silentLogger
  const { lock, indexer } = options
  let leading = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const check = async () => {
    if (!leading) {
      if (await lock.acquire()) {
        leading = true
        logger.info('indexer: this node holds the indexer lock, indexing')
        indexer.start()
      }
      return
    }
    if (!(await lock.held())) {
      leading = false
      logger.warn('indexer: lost the indexer lock, stopped indexing')
      await indexer.stop()
    }
  }

  const tick = () => {
    running = check()
      .catch((error: unknown) => logger.warn(`indexer: lock check failed: ${String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs)
      })
  }
  tick()

  return {
    /** Whether this node indexes now. */
    leading: () => leading,
    /** Stops checking, stops the indexer and frees the lock. */
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
      await indexer.stop()
      await lock.release()
      leading = false
    },
  }
}
