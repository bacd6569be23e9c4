import type { Clock } from '@portico/server'

/** A JSON-RPC answer without its `id` (each waiter gets its own). */
type Answer = { jsonrpc: '2.0'; result?: unknown; error?: unknown }
type Entry = { answer: Answer; found: boolean; checkedAt: number; delayMs: number }

/**
 * User operation receipts shared among everyone waiting for one: at most one upstream poll per
 * key (project, chain and user operation hash) in flight; a "not yet" (null) answer is reused for a delay
 * that doubles from `firstDelayMs` up to `maxDelayMs` while the operation stays pending, and a
 * found receipt for `foundTtlMs`. Errors are not kept: the next waiter asks again. At most
 * `maxEntries` keys, oldest dropped first.
 * @example
 * const receipts = createReceiptCache({ clock })
 * const answer = await receipts.read(`demo:31337:${hash}`, () => askBundler())
 */
export function createReceiptCache(options: {
  clock: Clock
  firstDelayMs?: number
  maxDelayMs?: number
  foundTtlMs?: number
  maxEntries?: number
}) {
  const firstDelayMs = options.firstDelayMs ?? 500
  const maxDelayMs = options.maxDelayMs ?? 8_000
  const foundTtlMs = options.foundTtlMs ?? 10 * 60_000
  const maxEntries = options.maxEntries ?? 10_000
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Answer>>()

  const remember = (key: string, answer: Answer, previous: Entry | undefined) => {
    if (answer.error !== undefined || !('result' in answer)) return
    const found = answer.result !== null && answer.result !== undefined
    const delayMs = found
      ? foundTtlMs
      : previous && !previous.found
        ? Math.min(previous.delayMs * 2, maxDelayMs)
        : firstDelayMs
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '')
    entries.set(key, { answer, found, checkedAt: options.clock.now(), delayMs })
  }

  return {
    /** The answer for `key`: cached, the poll already under way, or a new `poll()`. */
    read(key: string, poll: () => Promise<Answer>): Promise<Answer> {
      const entry = entries.get(key)
      if (entry && options.clock.now() - entry.checkedAt < entry.delayMs) {
        return Promise.resolve(entry.answer)
      }
      const pending = inFlight.get(key)
      if (pending) return pending
      const next = poll()
        .then((answer) => {
          remember(key, answer, entry)
          return answer
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, next)
      return next
    },
  }
}

/** A cache made by {@link createReceiptCache}. @example await receipts.read(key, poll) */
export type ReceiptCache = ReturnType<typeof createReceiptCache>
