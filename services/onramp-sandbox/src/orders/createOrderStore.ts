import { openSqliteFile } from '@portico/server'
import type { SandboxOrder } from './sandboxOrderSchema'

/**
 * Where an order stands: `new` (card not yet accepted), `authorized` (card accepted, waiting
 * for the visitor's confirmation), `delivering` (the signed transfer is stored and sent),
 * `done`, or `failed` (the transfer reverted).
 * @example const status: OrderStatus = 'done'
 */
export type OrderStatus = 'new' | 'authorized' | 'delivering' | 'done' | 'failed'

/**
 * A stored order with its progress.
 * @example row.status === 'done' && row.txHash
 */
export type OrderRow = SandboxOrder & {
  status: OrderStatus
  cardLast4: string | null
  declineReason: string | null
  txHash: string | null
  rawTx: string | null
}

/**
 * The sandbox's orders in SQLite: created once per signed order id, moved forward step by
 * step, each step written before the next begins so a restart resumes where it stopped.
 * @example
 * const store = createOrderStore(':memory:')
 * store.insert(order)
 */
export type OrderStore = ReturnType<typeof createOrderStore>

/**
 * Opens (and creates, with its folder) the order database: the foundation's SQLite file.
 * @example
 * const store = createOrderStore('.data/onramp-sandbox.sqlite')
 */
export function createOrderStore(path: string) {
  const db = openSqliteFile(path)
  db.exec(`CREATE TABLE IF NOT EXISTS orders (
    id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    card_last4 TEXT,
    decline_reason TEXT,
    tx_hash TEXT,
    raw_tx TEXT,
    updated_at INTEGER NOT NULL
  )`)
  type Row = {
    body: string
    status: OrderStatus
    card_last4: string | null
    decline_reason: string | null
    tx_hash: string | null
    raw_tx: string | null
  }
  const toOrder = (row: Row): OrderRow => ({
    ...(JSON.parse(row.body) as SandboxOrder),
    status: row.status,
    cardLast4: row.card_last4,
    declineReason: row.decline_reason,
    txHash: row.tx_hash,
    rawTx: row.raw_tx,
  })
  const select = db.prepare<[string], Row>('SELECT * FROM orders WHERE id = ?')
  const insert = db.prepare(
    "INSERT OR IGNORE INTO orders (id, body, status, updated_at) VALUES (?, ?, 'new', ?)",
  )
  return {
    get(id: string): OrderRow | undefined {
      const row = select.get(id)
      return row ? toOrder(row) : undefined
    },
    /** Stores a new order; one already stored (the same URL opened again) is kept as it is. */
    insert(order: SandboxOrder): OrderRow {
      insert.run(order.id, JSON.stringify(order), Date.now())
      return this.get(order.id) as OrderRow
    },
    declined(id: string, reason: string) {
      db.prepare(
        "UPDATE orders SET decline_reason = ?, updated_at = ? WHERE id = ? AND status = 'new'",
      ).run(reason, Date.now(), id)
    },
    authorized(id: string, last4: string) {
      db.prepare(
        "UPDATE orders SET status = 'authorized', card_last4 = ?, decline_reason = NULL, updated_at = ? WHERE id = ? AND status = 'new'",
      ).run(last4, Date.now(), id)
    },
    /**
     * Records the signed transfer before it is sent; false when the order was not waiting for
     * it (another request got there first), so it is never signed twice.
     */
    delivering(id: string, txHash: string, rawTx: string): boolean {
      const result = db
        .prepare(
          "UPDATE orders SET status = 'delivering', tx_hash = ?, raw_tx = ?, updated_at = ? WHERE id = ? AND status = 'authorized'",
        )
        .run(txHash, rawTx, Date.now(), id)
      return result.changes === 1
    },
    finished(id: string, status: 'done' | 'failed') {
      db.prepare(
        "UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = 'delivering'",
      ).run(status, Date.now(), id)
    },
    /** Orders whose transfer was signed but not seen mined: what a restart reconciles. */
    inFlight(): OrderRow[] {
      return db
        .prepare<[], Row>("SELECT * FROM orders WHERE status = 'delivering' ORDER BY updated_at")
        .all()
        .map(toOrder)
    },
    close: () => db.close(),
  }
}
