import type { RelayErrorKey } from '../rpc/relayErrorCodes'
import { createMinHeap } from './createMinHeap'
import { type QuotaLimits, quotaVerdict } from './quotaVerdict'
import type { StorageCharge } from './StorageLedger'

/**
 * Bytes one stored message is counted as: its text plus a fixed allowance for its row (topic,
 * publisher, times) and its index entries, so a flood of tiny messages is not free.
 * @example
 * storedSize(Buffer.byteLength(message)) // bytes + 256
 */
export function storedSize(messageBytes: number, count = 1): number {
  return messageBytes + count * ROW_OVERHEAD_BYTES
}

const ROW_OVERHEAD_BYTES = 256

type Bucket = { total: number; clients: Map<string, number>; addresses: Map<string, number> }

/**
 * Counts the stored bytes of unexpired messages per publishing client id, per publishing
 * address and in total, in this process, and refuses messages that would take one over its
 * limit (see {@link quotaVerdict}; the relay's single-node ledger). Charges are
 * grouped by the second they expire in and released in expiry order (a heap of seconds), so a
 * check costs a few map look-ups however many messages are stored.
 * @example
 * const ledger = createStorageLedger({ perClient: 10 << 20, perAddress: 32 << 20, total: 1 << 30, reservePercent: 10 })
 * const refused = ledger.reserve([charge], clock.now()) // undefined when admitted
 */
export function createStorageLedger(limits: QuotaLimits) {
  const clients = new Map<string, number>()
  const addresses = new Map<string, number>()
  const buckets = new Map<number, Bucket>()
  const expiries = createMinHeap()
  let total = 0

  const adjust = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta
    if (next <= 0) map.delete(key)
    else map.set(key, next)
  }

  const release = (now: number) => {
    for (let second = expiries.peek(); second !== undefined && second * 1000 <= now; ) {
      expiries.pop()
      const bucket = buckets.get(second)
      buckets.delete(second)
      if (bucket) {
        total -= bucket.total
        for (const [key, bytes] of bucket.clients) adjust(clients, key, -bytes)
        for (const [key, bytes] of bucket.addresses) adjust(addresses, key, -bytes)
      }
      second = expiries.peek()
    }
  }

  const record = (charge: StorageCharge, sign: 1 | -1) => {
    // Rounded up: a message is released no earlier than it expires.
    const second = Math.ceil(charge.expiresAt / 1000)
    let bucket = buckets.get(second)
    if (!bucket) {
      if (sign < 0) return
      bucket = { total: 0, clients: new Map(), addresses: new Map() }
      buckets.set(second, bucket)
      expiries.push(second)
    }
    const delta = sign * charge.bytes
    bucket.total += delta
    adjust(bucket.clients, charge.clientId, delta)
    adjust(bucket.addresses, charge.address, delta)
    total += delta
    adjust(clients, charge.clientId, delta)
    adjust(addresses, charge.address, delta)
  }

  return {
    /**
     * Admit and count charges of one publisher (same client id and address), all or none, or
     * return the error key of the limit they would pass.
     */
    reserve(charges: readonly StorageCharge[], now: number): RelayErrorKey | undefined {
      release(now)
      const [first] = charges
      if (!first) return undefined
      const address = addresses.get(first.address) ?? 0
      const refused = quotaVerdict(
        {
          client: clients.get(first.clientId) ?? 0,
          address,
          total,
          addresses: addresses.size + (address === 0 ? 1 : 0),
        },
        charges.reduce((sum, charge) => sum + charge.bytes, 0),
        limits,
      )
      if (refused) return refused
      for (const charge of charges) record(charge, 1)
      return undefined
    },
    /** Count a charge without checking limits: what the store already holds, at start-up. */
    restore(charge: StorageCharge): void {
      record(charge, 1)
    },
    async load(charges: () => Promise<readonly StorageCharge[]>): Promise<void> {
      for (const charge of await charges()) record(charge, 1)
    },
    /** Give back a reserved charge whose message was not stored (a duplicate, a failed write). */
    refund(charge: StorageCharge): void {
      record(charge, -1)
    },
    storedBytes(now: number): number {
      release(now)
      return total
    },
    /** Bytes of unexpired messages at `now`: in total, of a client id, of an address. */
    usage(now: number, key?: { clientId?: string; address?: string }) {
      release(now)
      return {
        total,
        client: key?.clientId === undefined ? 0 : (clients.get(key.clientId) ?? 0),
        address: key?.address === undefined ? 0 : (addresses.get(key.address) ?? 0),
      }
    },
  }
}
