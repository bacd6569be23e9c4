import type { Logger } from '@portico/server'

/**
 * Watches the free space of the database's filesystem; while it is under `minFreeBytes`,
 * `low()` is true and publishes are refused (messages already stored stay deliverable). The
 * space is read every `intervalMs` rather than on each publish. A store without a filesystem
 * (`freeBytes` resolves undefined, as for ':memory:') is never low.
 * @example
 * const disk = createDiskGuard({ freeBytes: () => store.freeDiskBytes(), minFreeBytes: 512 << 20, intervalMs: 5_000, logger })
 * await disk.check()
 * const stop = disk.start()
 */
export function createDiskGuard(options: {
  freeBytes: () => Promise<number | undefined>
  minFreeBytes: number
  intervalMs: number
  logger: Logger
}) {
  let low = false
  let checking: Promise<void> | undefined

  const check = () => {
    checking ??= options
      .freeBytes()
      .then((free) => {
        const nowLow = free !== undefined && free < options.minFreeBytes
        if (nowLow && !low) {
          options.logger.error('Free disk space under the minimum: refusing publishes', {
            freeBytes: free,
            minFreeBytes: options.minFreeBytes,
          })
        } else if (!nowLow && low) {
          options.logger.warn('Free disk space back above the minimum: accepting publishes')
        }
        low = nowLow
      })
      .catch((error: unknown) =>
        options.logger.error('Could not read free disk space', { error: String(error) }),
      )
      .finally(() => {
        checking = undefined
      })
    return checking
  }

  return {
    low: () => low,
    /** Read the free space now. */
    check,
    /** Re-read it every `intervalMs`; returns a stop function. */
    start(): () => void {
      const timer = setInterval(() => void check(), options.intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

/**
 * The disk guard a relay instance uses.
 * @example
 * if (services.disk.low()) throw new RelayRpcError('STORAGE_FULL')
 */
export type DiskGuard = ReturnType<typeof createDiskGuard>
