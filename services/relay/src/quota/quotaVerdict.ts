import type { RelayErrorKey } from '../rpc/relayErrorCodes'

/**
 * The storage limits a ledger enforces (bytes as counted by `storedSize`).
 * @example
 * const limits: QuotaLimits = { perClient: 10 << 20, perAddress: 32 << 20, total: 1 << 30, reservePercent: 10 }
 */
export type QuotaLimits = {
  perClient: number
  perAddress: number
  /** The high-water mark of all stored messages. */
  total: number
  /**
   * The top part of `total` (in percent) kept for addresses within their fair share
   * (`total / addresses holding messages`): once the store is that full, an address above its
   * fair share is refused while smaller holders may still publish.
   */
  reservePercent: number
}

/**
 * What a publisher and the store hold right now.
 * @example
 * const held: QuotaHeld = { client: 0, address: 0, total: 0, addresses: 1 }
 */
export type QuotaHeld = {
  client: number
  address: number
  total: number
  /** Addresses holding stored bytes, counting the publishing one even when it holds none yet. */
  addresses: number
}

/**
 * Whether `bytes` more from one publisher fit the limits: undefined when they do, else the error
 * key of the first limit they pass. The Redis ledger's Lua script (`redisQuotaScripts.ts`)
 * applies the same rule inside Redis, in the same order.
 * @example
 * const refused = quotaVerdict({ client: 0, address: 0, total: 0, addresses: 1 }, 1_024, limits)
 */
export function quotaVerdict(
  held: QuotaHeld,
  bytes: number,
  limits: QuotaLimits,
): RelayErrorKey | undefined {
  if (held.client + bytes > limits.perClient) return 'CLIENT_QUOTA_EXCEEDED'
  if (held.address + bytes > limits.perAddress) return 'ADDRESS_QUOTA_EXCEEDED'
  const total = held.total + bytes
  if (total > limits.total) return 'STORAGE_FULL'
  // Near the mark the largest holders stop first, so a few addresses cannot lock out the rest.
  const reserved = total > (limits.total * (100 - limits.reservePercent)) / 100
  if (reserved && held.address + bytes > limits.total / Math.max(1, held.addresses)) {
    return 'STORAGE_FULL'
  }
  return undefined
}
