import type { CaipNetworkId } from '@portico/common'
import type { Kysely, Selectable } from 'kysely'
import { createNonceWriter } from './createNonceWriter'
import type { SiwxDatabase } from './SiwxDatabase'
import type { SiwxServerStore, SiwxSessionRecord } from './SiwxServerStore'

type SessionRow = Selectable<SiwxDatabase['siwx_sessions']>

// Postgres returns bigint columns as strings: read every time column through Number.
function toRecord(row: SessionRow): SiwxSessionRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    projectId: row.project_id,
    chainId: row.chain_id as CaipNetworkId,
    address: row.address,
    domain: row.domain,
    message: row.message,
    signature: row.signature,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  }
}

/**
 * A {@link SiwxServerStore} over a Kysely database (SQLite, or PostgreSQL for several nodes).
 * Run {@link migrateSiwxTables} once first. Nonce use is a single conditional DELETE (nonce,
 * project, not expired), so two concurrent sign-ins with one nonce cannot both pass; issued
 * nonces are written in batches ({@link createNonceWriter}); expired rows stay until
 * {@link SiwxServerStore.deleteExpired} runs.
 * @example
 * const db = new Kysely<SiwxDatabase>({ dialect: new SqliteDialect({ database: new Database(file) }) })
 * await migrateSiwxTables(db)
 * const store = createKyselySiwxStore(db)
 */
export function createKyselySiwxStore(db: Kysely<SiwxDatabase>): SiwxServerStore {
  const writeNonce = createNonceWriter(db)
  return {
    nonces: (projectId) => ({
      add: (nonce, expiresAt) =>
        writeNonce({ nonce, project_id: projectId, expires_at: expiresAt }),
      async consume(nonce, time) {
        const result = await db
          .deleteFrom('siwx_nonces')
          .where('nonce', '=', nonce)
          .where('project_id', '=', projectId)
          .where('expires_at', '>', time)
          .executeTakeFirst()
        return result.numDeletedRows > 0n
      },
    }),
    async insertSession(record) {
      await db
        .insertInto('siwx_sessions')
        .values({
          id: record.id,
          token_hash: record.tokenHash,
          project_id: record.projectId,
          chain_id: record.chainId,
          address: record.address,
          domain: record.domain,
          message: record.message,
          signature: record.signature,
          created_at: record.createdAt,
          expires_at: record.expiresAt,
          revoked_at: record.revokedAt,
        })
        .execute()
    },
    async findSessionByTokenHash(tokenHash) {
      const row = await db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()
      return row && toRecord(row)
    },
    async listSessions({ projectId, address, now: time }) {
      const rows = await db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('address', '=', address)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', time)
        .orderBy('created_at')
        .execute()
      return rows.map(toRecord)
    },
    async revokeSession({ id, projectId, address, at }) {
      const result = await db
        .updateTable('siwx_sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('project_id', '=', projectId)
        .where('address', '=', address)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async deleteExpired(time) {
      // Range deletes on the indexed expiry columns: no full scan however many rows there are.
      const nonces = await db.deleteFrom('siwx_nonces').where('expires_at', '<=', time).execute()
      const expired = await db.deleteFrom('siwx_sessions').where('expires_at', '<=', time).execute()
      const revoked = await db.deleteFrom('siwx_sessions').where('revoked_at', '<=', time).execute()
      const count = (results: { numDeletedRows: bigint }[]) =>
        results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0)
      return { nonces: count(nonces), sessions: count(expired) + count(revoked) }
    },
  }
}
