import type { Kysely } from 'kysely'
import type { PayDatabase, PaymentTable } from './PayDatabase'

/** The columns a refresh may change. @example const change: PaymentChange = { status: 'SUCCESS' } */
export type PaymentChange = Partial<
  Pick<
    PaymentTable,
    | 'status'
    | 'method'
    | 'exchange_id'
    | 'session_id'
    | 'paid_from'
    | 'failure_reason'
    | 'reference'
    | 'checked_at'
  >
>

/**
 * The payments over Kysely (SQLite or PostgreSQL). A payment is only ever read with its
 * project: one project cannot see or move another's. Final payments (SUCCESS, FAILED) are
 * never changed.
 * @example
 * const store = createPaymentStore(db.withTables<PayDatabase>())
 * const row = await store.find({ id, projectId: 'demo' })
 */
export function createPaymentStore(db: Kysely<PayDatabase>) {
  return {
    async insert(row: PaymentTable): Promise<void> {
      await db.insertInto('payments').values(row).execute()
    },

    find(args: { id: string; projectId: string }): Promise<PaymentTable | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', args.id)
        .where('project_id', '=', args.projectId)
        .executeTakeFirst()
    },

    /** Changes an open payment; false when it was final already. */
    async update(id: string, change: PaymentChange & { updated_at: number }): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set(change)
        .where('id', '=', id)
        .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /**
     * Attaches `txHash` to an open payment without one: 'attached', or 'taken' when another
     * payment of the network has it (the unique index decides between two at once), or
     * 'closed' when the payment already has a transaction or is final.
     */
    async attach(args: {
      id: string
      network: string
      txHash: string
      method: NonNullable<PaymentTable['method']>
      now: number
    }): Promise<'attached' | 'taken' | 'closed'> {
      const owner = () =>
        db
          .selectFrom('payments')
          .select('id')
          .where('network', '=', args.network)
          .where('tx_hash', '=', args.txHash)
          .executeTakeFirst()
      const before = await owner()
      if (before) return before.id === args.id ? 'closed' : 'taken'
      try {
        const result = await db
          .updateTable('payments')
          .set({
            tx_hash: args.txHash,
            method: args.method,
            status: 'IN_PROGRESS',
            updated_at: args.now,
          })
          .where('id', '=', args.id)
          .where('tx_hash', 'is', null)
          .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
          .executeTakeFirst()
        return result.numUpdatedRows > 0n ? 'attached' : 'closed'
      } catch (error) {
        // Another payment took it between the look-up and the update: the unique index refused.
        const after = await owner()
        if (after && after.id !== args.id) return 'taken'
        throw error
      }
    },

    /**
     * The references of the other payments of the same network, recipient and asset made since
     * `since` (ms): what a wallet's transaction for one of them carries (its payment binding).
     */
    async referencesOf(row: PaymentTable, since: number): Promise<string[]> {
      const rows = await db
        .selectFrom('payments')
        .select('reference')
        .where('network', '=', row.network)
        .where('recipient', '=', row.recipient)
        .where('created_at', '>=', since)
        .where('asset', '=', row.asset)
        .where('id', '!=', row.id)
        .where('reference', 'is not', null)
        .execute()
      return rows.flatMap(({ reference }) => (reference ? [reference] : []))
    },

    /** Whether a transaction of the network pays some payment already. */
    async isTaken(network: string, txHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('network', '=', network)
        .where('tx_hash', '=', txHash)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

/** The store {@link createPaymentStore} makes. @example await store.find({ id, projectId }) */
export type PaymentStore = ReturnType<typeof createPaymentStore>
