/**
 * Runs at most `max` tasks at once; the rest wait their turn, in order.
 * @example
 * const limit = createCallLimit(8)
 * const names = await Promise.all(addresses.map((a) => limit(() => readName(a))))
 */
export function createCallLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}
