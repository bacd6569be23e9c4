/**
 * Collects items added during one event-loop turn and writes them with a single `write` call
 * (one SQLite transaction instead of one per item). Batches run one after another, in order.
 * @example
 * const inserts = createBatcher((rows: Row[]) => insertAll(rows))
 * const id = await inserts.add(row)
 */
export function createBatcher<TItem, TResult>(write: (items: TItem[]) => Promise<TResult[]>) {
  type Entry = { item: TItem; resolve: (result: TResult) => void; reject: (error: unknown) => void }
  let queue: Entry[] = []
  let running: Promise<void> = Promise.resolve()
  let scheduled = false

  const run = async () => {
    scheduled = false
    const batch = queue
    queue = []
    if (batch.length === 0) return
    try {
      const results = await write(batch.map((entry) => entry.item))
      batch.forEach((entry, index) => {
        entry.resolve(results[index] as TResult)
      })
    } catch (error) {
      for (const entry of batch) entry.reject(error)
    }
  }

  return {
    /** Queue one item; resolves with its result once its batch is written. */
    add(item: TItem): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        if (scheduled) return
        scheduled = true
        setImmediate(() => {
          running = running.then(run)
        })
      })
    },
    /** Write everything queued so far and wait until it is written. */
    async flush(): Promise<void> {
      running = running.then(run)
      await running
    },
  }
}
