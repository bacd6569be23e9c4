import type { Kysely } from 'kysely'
import type { SiwxDatabase } from './SiwxDatabase'

type NonceRow = { nonce: string; project_id: string; expires_at: number }
type Pending = { row: NonceRow; resolve: () => void; reject: (error: unknown) => void }

/**
 * Writes issued nonces with group commit: the rows asked for while the previous write runs
 * (or within the same turn of the event loop) go in one transaction, so a burst of nonce
 * requests costs one commit per batch instead of one each. Each call resolves once its row is
 * committed, so a nonce is stored before it is handed out.
 * @example
 * const writeNonce = createNonceWriter(db)
 * await writeNonce({ nonce, project_id: 'demo', expires_at: Date.now() + 300_000 })
 */
export function createNonceWriter(
  db: Kysely<SiwxDatabase>,
  options: { maxBatch?: number } = {},
): (row: NonceRow) => Promise<void> {
  const { maxBatch = 200 } = options
  const queue: Pending[] = []
  let scheduled = false

  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch)
      try {
        await db.transaction().execute(async (trx) => {
          for (const { row } of batch) await trx.insertInto('siwx_nonces').values(row).execute()
        })
        for (const pending of batch) pending.resolve()
      } catch (error) {
        for (const pending of batch) pending.reject(error)
      }
    }
    scheduled = false
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject })
      if (scheduled) return
      scheduled = true
      // Errors end in the callers' promises: flush itself never rejects.
      setImmediate(() => void flush())
    })
}
