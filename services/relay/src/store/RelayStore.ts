import type { StorageCharge, StorageLedger } from '../quota/StorageLedger'
import type { RelayErrorKey } from '../rpc/relayErrorCodes'

/**
 * A message as a client published it, ready to be stored.
 * @example
 * const message: NewMessage = { topic, message: 'AAEC…', tag: 1108, publishedAt, expiresAt, publisher, publisherAddress }
 */
export type NewMessage = {
  topic: string
  message: string
  tag: number
  /** Milliseconds. */
  publishedAt: number
  /** Milliseconds; the message is gone once the clock reaches it. */
  expiresAt: number
  /** Client id (did:key) of the publisher; it never gets its own message back. */
  publisher: string
  /** The address (IPv6: its /64) it was published from, for the per-address quota. */
  publisherAddress: string
}

/**
 * A stored message with its store-assigned, strictly increasing sequence number.
 * @example
 * deliverer.fanOut(stored, hub.subscribers(stored.topic))
 */
export type StoredMessage = NewMessage & { seq: number }

/**
 * Which stored messages a client still has to receive.
 * @example
 * const query: UnackedQuery = { topics: [topic], clientId, now, afterSeq: 0, limit: 100 }
 */
export type UnackedQuery = {
  topics: readonly string[]
  clientId: string
  now: number
  afterSeq: number
  limit: number
}

/**
 * Stored bytes of unexpired messages by publisher, publishing address and expiry second:
 * what the relay's storage quotas are rebuilt from at start-up.
 * @example
 * for (const row of await store.listUsage(now)) ledger.restore(row)
 */
export type StoredUsage = {
  publisher: string
  publisherAddress: string
  /** Milliseconds: the latest expiry of the messages counted in this row. */
  expiresAt: number
  /** UTF-8 bytes of their texts. */
  messageBytes: number
  count: number
}

/**
 * One publish for {@link RelayStore.admitAndInsert}: its messages and their quota charges, in
 * the same order.
 * @example
 * const publish: AdmissionRequest = { charges, now: clock.now(), messages }
 */
export type AdmissionRequest = {
  charges: readonly StorageCharge[]
  now: number
  messages: readonly NewMessage[]
}

/**
 * What {@link RelayStore.admitAndInsert} did: refused the whole publish, or stored its messages
 * (undefined for a repeat, which holds no quota) and, when `announced`, told the other nodes of
 * the cluster about them already; `failed` when some could not be stored (undefined too, kept
 * nowhere and charged nothing), so the publish is answered with an error and may be sent again.
 * @example
 * if ('refused' in outcome) throw new RelayRpcError(outcome.refused)
 */
export type AdmissionOutcome =
  | { refused: RelayErrorKey }
  | { stored: readonly (StoredMessage | undefined)[]; announced: boolean; failed?: true }

/**
 * Persistence the relay needs: messages until their TTL ends and which client received which.
 * SQLite today (see createSqliteStore); the async shape leaves room for Postgres.
 * @example
 * const stored = await store.insertMessage(message) // undefined when it is a duplicate
 */
export type RelayStore = {
  /** Store a message; resolves once it is durable. Undefined when the same message is already stored. */
  insertMessage(message: NewMessage): Promise<StoredMessage | undefined>
  /** Unexpired messages on `topics` that `clientId` neither published nor acknowledged, oldest first. */
  listUnacked(query: UnackedQuery): Promise<StoredMessage[]>
  /**
   * Record that `clientId` received message `seq`. `expiresAt`, when the caller has the message,
   * spares the store looking it up.
   */
  markAcked(ack: { seq: number; clientId: string; expiresAt?: number }): Promise<void>
  /** Delete what expired at or before `now`; resolves with the number of messages deleted. */
  deleteExpired(now: number): Promise<number>
  /** What unexpired messages hold, for the storage quotas. */
  listUsage(now: number): Promise<StoredUsage[]>
  /** Free bytes of the filesystem holding the database; undefined when it has none. */
  freeDiskBytes(): Promise<number | undefined>
  /** Write what is buffered and release the database. */
  close(): Promise<void>
  /**
   * Admit a publish against `ledger` and store its messages in one step, for a store that also
   * holds that ledger (Redis: one round trip instead of two). Undefined when this store cannot
   * for this ledger; the caller then reserves and inserts one after the other.
   */
  admitAndInsert?(
    ledger: StorageLedger,
    publish: AdmissionRequest,
  ): Promise<AdmissionOutcome> | undefined
}
