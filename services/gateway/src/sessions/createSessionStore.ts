import type { SessionGrantMessage } from '@portico/common/schemas/api'
import type { Kysely } from 'kysely'
import type { SessionsDatabase, SmartSessionTable } from './SessionsDatabase'

/**
 * Granted smart sessions over Kysely (SQLite or PostgreSQL); addresses and ids kept lower-case.
 * @example
 * const store = createSessionStore(db.withTables<SessionsDatabase>())
 * await store.list({ chainId: 'eip155:31337', address, projectId: 'p' })
 */
export function createSessionStore(db: Kysely<SessionsDatabase>) {
  return {
    /**
     * Records a grant. A session already recorded keeps its row: a replayed grant can neither
     * undo a revocation nor change what was granted.
     */
    async record(grant: SessionGrantMessage, message: string, now: number): Promise<void> {
      await db
        .insertInto('smart_sessions')
        .values({
          chain_id: `eip155:${grant.chainId}`,
          address: grant.address.toLowerCase(),
          pci: grant.pci.toLowerCase(),
          project_id: grant.projectId,
          expiry: grant.expiry,
          grant_json: message,
          created_at: now,
          revoked_at: null,
        })
        .onConflict((conflict) => conflict.columns(['address', 'pci', 'chain_id']).doNothing())
        .execute()
    },

    /** The sessions of one account on one chain granted to one project, newest first. */
    list(args: { chainId: string; address: string; projectId: string }) {
      return db
        .selectFrom('smart_sessions')
        .selectAll()
        .where('chain_id', '=', args.chainId)
        .where('address', '=', args.address.toLowerCase())
        .where('project_id', '=', args.projectId)
        .orderBy('created_at', 'desc')
        .limit(500)
        .execute()
    },

    /** The rows of session `pci` of `address` for `projectId` (one per chain it was granted on). */
    find(args: { address: string; pci: string; projectId: string }): Promise<SmartSessionTable[]> {
      return db
        .selectFrom('smart_sessions')
        .selectAll()
        .where('address', '=', args.address.toLowerCase())
        .where('pci', '=', args.pci.toLowerCase())
        .where('project_id', '=', args.projectId)
        .execute()
    },

    /** Marks session `pci` revoked; the first revocation's time stays. */
    async revoke(args: { address: string; pci: string; projectId: string; now: number }) {
      await db
        .updateTable('smart_sessions')
        .set({ revoked_at: args.now })
        .where('address', '=', args.address.toLowerCase())
        .where('pci', '=', args.pci.toLowerCase())
        .where('project_id', '=', args.projectId)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}

/** A store made by {@link createSessionStore}. @example const store: SessionStore = createSessionStore(db) */
export type SessionStore = ReturnType<typeof createSessionStore>
