import type { Generated } from 'kysely'

/**
 * The relay's SQLite tables as Kysely sees them.
 * @example
 * const db = new Kysely<RelayDatabase>({ dialect })
 */
export type RelayDatabase = {
  messages: {
    seq: Generated<number>
    hash: string
    topic: string
    message: string
    tag: number
    published_at: number
    expires_at: number
    publisher: string
  }
  acks: {
    message_seq: number
    client_id: string
    expires_at: number
  }
}
