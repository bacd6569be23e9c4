import type { Health } from '../health/createHealth'
import type { Logger } from '../log/Logger'
import type { ShutdownStep } from './ShutdownStep'

/**
 * A service's orderly stop: `run(reason)` marks it not ready, runs its steps in order (the
 * first closes the HTTP server: no new requests, in-flight ones finish) and resolves with the
 * exit code: 0, or 1 when a step failed or the whole stop took longer than `timeoutMs`.
 * Running it again returns the same stop.
 * @example
 * const shutdown = createShutdown({ logger, timeoutMs: 10_000, health, steps: [{ name: 'http', run: () => closeHttpServer(server) }] })
 * onShutdown(shutdown)
 */
export type Shutdown = { run(reason: string): Promise<number> }

/**
 * Creates a {@link Shutdown}.
 * @example
 * const code = await createShutdown({ logger, timeoutMs: 10_000, steps }).run('SIGTERM')
 */
export function createShutdown(options: {
  logger: Logger
  timeoutMs: number
  steps: readonly ShutdownStep[]
  health?: Health | undefined
}): Shutdown {
  const { logger } = options
  let running: Promise<number> | undefined
  const stop = async (reason: string): Promise<number> => {
    logger.info('shutting down', { reason })
    options.health?.beginShutdown()
    let code = 0
    for (const step of options.steps) {
      try {
        await step.run()
      } catch (error) {
        // The other steps still run: a failed close must not keep the database open.
        logger.error(`shutdown: ${step.name} failed`, { error })
        code = 1
      }
    }
    return code
  }
  return {
    run(reason) {
      running ??= new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          logger.error('shutdown: took too long, exiting', { timeoutMs: options.timeoutMs })
          resolve(1)
        }, options.timeoutMs)
        timer.unref()
        void stop(reason).then((code) => {
          clearTimeout(timer)
          if (code === 0) logger.info('stopped')
          resolve(code)
        })
      })
      return running
    },
  }
}
