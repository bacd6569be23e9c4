/**
 * Poll a chain's tip (block height, slot) and call `onBlock` each time it moves — for chains
 * whose RPC has no subscription the kit can rely on. The first reading only sets the mark. One
 * read runs at a time, so a slow answer never reports the same block twice; a failed read is
 * reported once (`onError`) and the next poll tries again. Returns the function that stops it.
 * @example
 * const stop = watchTip({ readTip: () => rpc.getSlot(), intervalMs: 2_000, onBlock: refresh })
 */
export function watchTip(parameters: {
  readTip: () => Promise<bigint | number>
  intervalMs: number
  onBlock: () => void
  onError?: (error: unknown) => void
}): () => void {
  const { readTip, intervalMs, onBlock, onError } = parameters
  let tip: bigint | number | undefined
  let warned = false
  let polling = false
  let stopped = false
  const poll = async () => {
    if (polling || stopped) return
    polling = true
    try {
      const next = await readTip()
      if (!stopped && tip !== undefined && next !== tip) onBlock()
      tip = next
    } catch (error) {
      if (!warned) onError?.(error)
      warned = true
    } finally {
      polling = false
    }
  }
  void poll()
  const timer = setInterval(() => void poll(), intervalMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
