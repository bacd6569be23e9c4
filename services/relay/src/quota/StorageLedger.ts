import type { RelayErrorKey } from '../rpc/relayErrorCodes'

/**
 * What one stored message holds against the quotas until it expires.
 * @example
 * const charge: StorageCharge = { clientId, address, bytes: storedSize(120), expiresAt }
 */
export type StorageCharge = {
  clientId: string
  address: string
  bytes: number
  /** Milliseconds; the bytes are released once the clock reaches it. */
  expiresAt: number
}

/**
 * Counts stored bytes per client id, per address and in total against the quotas: in the
 * process for one node (`createStorageLedger`), in Redis for a cluster (`createRedisLedger`), so
 * every node of a cluster enforces one shared count.
 * @example
 * const refused = await ledger.reserve(charges, clock.now()) // undefined when admitted
 */
export type StorageLedger = {
  /**
   * Admit and count the charges of one publish (one client id and address), all or none, or
   * return the error key of the limit they would pass.
   */
  reserve(
    charges: readonly StorageCharge[],
    now: number,
  ): RelayErrorKey | undefined | Promise<RelayErrorKey | undefined>
  /** Give back a reserved charge whose message was not stored (a repeat, a failed write). */
  refund(charge: StorageCharge): void | Promise<void>
  /**
   * Count what the store already holds, at start-up. A shared ledger that already counts it
   * (another node loaded it) does not call `charges`.
   */
  load(charges: () => Promise<readonly StorageCharge[]>): Promise<void>
  /** Bytes counted in total at `now` (the stored-bytes gauge). */
  storedBytes?(now: number): number | Promise<number>
}
