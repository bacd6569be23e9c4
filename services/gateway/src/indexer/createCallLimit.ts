/**
 * Runs `task` when fewer than its limit of tasks are running, and resolves to what it gives.
 * @example const name = await limit(() => client.readContract({ address, abi, functionName: 'name' }))
 */
export type CallLimit = <T>(task: () => Promise<T>) => Promise<T>

/**
 * Runs at most `max` tasks at once; the rest wait their turn, in order.
 * @example
 * const limit = createCallLimit(8)
 * const names = await Promise.all(addresses.map((a) => limit(() => readName(a))))
 */
export function createCallLimit(max: number): CallLimit {
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
