/**
 * The relay's SQLite tables as Kysely sees them.
 * @example
 * const db = new Kysely<RelayDatabase>({ dialect })
 */
export type RelayDatabase = {
  messages: {
    seq: number
    topic: string
    message: string
    tag: number
    published_at: number
    expires_at: number
    publisher: string
    publisher_address: string
  }
  acks: {
    message_seq: number
    client_id: string
  }
}
