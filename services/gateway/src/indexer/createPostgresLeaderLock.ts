import { createHash } from 'node:crypto'
import pg from 'pg'
import type { LeaderLock } from './LeaderLock'

// First half of the advisory lock key: the gateway's indexer; the second names the schema.
const INDEXER_LOCK_CLASS = 0x706f7274

/**
 * The two 32-bit halves of the advisory lock key of a schema's indexer (as `pg_locks` shows
 * them, unsigned: `classid`, `objid`).
 * @example
 * const [classId, objId] = indexerLockKey('public')
 */
export function indexerLockKey(schema: string): [number, number] {
  return [INDEXER_LOCK_CLASS, createHash('sha256').update(schema).digest().readUInt32BE(0)]
}

/**
 * A {@link LeaderLock} on a Postgres session advisory lock, held on a connection of its own.
 * When the holding node dies its connection closes and Postgres frees the lock, so a waiting
 * node takes it at its next `acquire()`. Nodes sharing a database but using different schemas
 * hold different locks.
 * @example
 * const lock = createPostgresLeaderLock({ url: 'postgres://127.0.0.1/test' })
 */
export function createPostgresLeaderLock(options: {
  url: string
  schema?: string | undefined
}): LeaderLock {
  // pg_try_advisory_lock(int, int) takes signed halves.
  const key = indexerLockKey(options.schema ?? '')[1] | 0
  let client: pg.Client | undefined
  let holding = false

  const drop = () => {
    const dead = client
    client = undefined
    holding = false
    dead?.end().catch(() => {})
  }

  const connect = async (): Promise<pg.Client> => {
    if (client) return client
    const fresh = new pg.Client({ connectionString: options.url })
    // A broken connection means the lock is gone: forget both and try again later.
    fresh.on('error', () => {
      if (client === fresh) drop()
    })
    fresh.on('end', () => {
      if (client === fresh) drop()
    })
    await fresh.connect()
    client = fresh
    return fresh
  }

  return {
    async acquire() {
      if (holding) return this.held()
      try {
        const connection = await connect()
        const result = await connection.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1, $2) as ok',
          [INDEXER_LOCK_CLASS, key],
        )
        holding = result.rows[0]?.ok === true
        return holding
      } catch {
        drop()
        return false
      }
    },
    async held() {
      if (!holding || !client) return false
      try {
        await client.query('select 1')
        return holding
      } catch {
        drop()
        return false
      }
    },
    async release() {
      if (!client) return
      const connection = client
      client = undefined
      holding = false
      await connection.end().catch(() => {})
    },
  }
}
