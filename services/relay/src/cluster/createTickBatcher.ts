/**
 * Collects the calls made during one event-loop turn (every frame read in one poll phase) and
 * sends them as one `send` call, in chunks of at most `maxBatch`: one Redis script call per turn
 * instead of one per message. Unlike the SQLite batcher it does not wait for a batch's answer
 * before sending the next: batches go out on one connection, which keeps them in order, so a
 * later command (a read after `flush()`) runs after them in Redis too.
 * @example
 * const acks = createTickBatcher((items: Ack[]) => redis.porticoRelayAckAll(...), 1_000)
 * await acks.add({ seq, clientId })
 */
export function createTickBatcher<TItem, TResult>(
  send: (items: TItem[]) => Promise<TResult[]>,
  maxBatch: number,
) {
  type Entry = { item: TItem; resolve: (result: TResult) => void; reject: (error: unknown) => void }
  let queue: Entry[] = []
  let scheduled: NodeJS.Immediate | undefined

  const sendChunk = (chunk: Entry[]) =>
    send(chunk.map((entry) => entry.item)).then(
      (results) => {
        chunk.forEach((entry, index) => {
          entry.resolve(results[index] as TResult)
        })
      },
      (error: unknown) => {
        for (const entry of chunk) entry.reject(error)
      },
    )

  const flush = (): Promise<void> => {
    if (scheduled) clearImmediate(scheduled)
    scheduled = undefined
    const batch = queue
    queue = []
    const sent: Promise<void>[] = []
    for (let start = 0; start < batch.length; start += maxBatch) {
      sent.push(sendChunk(batch.slice(start, start + maxBatch)))
    }
    return Promise.all(sent).then(() => undefined)
  }

  return {
    /** Queue one call; resolves with its result once its batch was answered. */
    add(item: TItem): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        scheduled ??= setImmediate(flush)
      })
    },
    /** Send what is queued now; resolves once it was answered (failures stay with their callers). */
    flush,
  }
}
