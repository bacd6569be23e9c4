import type { Redis } from 'ioredis'
import type { QuotaLimits } from '../quota/quotaVerdict'
import type { StorageCharge, StorageLedger } from '../quota/StorageLedger'
import type { RelayErrorKey } from '../rpc/relayErrorCodes'
import { createTickBatcher } from './createTickBatcher'
import { quotaScriptArgs } from './quotaScriptArgs'
import { LOAD_STORAGE, REFUND_STORAGE, RESERVE_STORAGE } from './redisQuotaScripts'

type LedgerScripts = {
  porticoRelayReserve(...args: (string | number)[]): Promise<string[]>
  porticoRelayRefund(...args: (string | number)[]): Promise<number>
  porticoRelayLoad(...args: (string | number)[]): Promise<number>
}

const LOAD_CHUNK = 500
// Publishes of one event-loop turn admitted per script call, at most this many.
const MAX_BATCH = 500

type Reservation = { charges: readonly StorageCharge[]; now: number }

// Which ledgers live in Redis, with where and under which limits: a Redis store on the same
// connection and prefix admits and stores a publish in one script (createRedisStore).
const redisLedgers = new WeakMap<
  StorageLedger,
  { redis: Redis; prefix: string; limits: QuotaLimits }
>()

/**
 * Where a ledger made by {@link createRedisLedger} keeps its counts, and its limits; undefined
 * for any other ledger.
 * @example
 * const home = redisLedgerHome(services.ledger)
 */
export function redisLedgerHome(ledger: StorageLedger) {
  return redisLedgers.get(ledger)
}

/**
 * A {@link StorageLedger} in Redis, shared by every node of a cluster: one count per client id,
 * per address and in total, checked and changed in one atomic Lua step, so quotas hold for the
 * cluster as a whole rather than per node. One script call admits the publishes of one
 * event-loop turn, in order and each all or none, as of the latest of their times. The first node to start on a Redis counts
 * what the store already holds; later nodes find it counted. Keys start with `prefix + 'q:'`.
 * @example
 * const ledger = createRedisLedger({ redis, prefix: 'portico:relay:', limits })
 */
export function createRedisLedger(options: {
  redis: Redis
  prefix: string
  limits: QuotaLimits
}): StorageLedger {
  const { prefix, limits } = options
  options.redis.defineCommand('porticoRelayReserve', { numberOfKeys: 0, lua: RESERVE_STORAGE })
  options.redis.defineCommand('porticoRelayRefund', { numberOfKeys: 0, lua: REFUND_STORAGE })
  options.redis.defineCommand('porticoRelayLoad', { numberOfKeys: 0, lua: LOAD_STORAGE })
  const redis = options.redis as Redis & LedgerScripts
  const reservations = createTickBatcher(async (batch: Reservation[]) => {
    const args = quotaScriptArgs(
      prefix,
      Math.max(...batch.map((reservation) => reservation.now)),
      limits,
    )
    for (const { charges } of batch) {
      const [first] = charges as [StorageCharge]
      args.push(first.clientId, first.address, charges.length)
      for (const charge of charges) args.push(charge.bytes, charge.expiresAt)
    }
    return redis.porticoRelayReserve(...args)
  }, MAX_BATCH)
  const ledger: StorageLedger = {
    async reserve(charges, now) {
      if (charges.length === 0) return undefined
      const refused = await reservations.add({ charges, now })
      return refused === '' ? undefined : (refused as RelayErrorKey)
    },

    async refund(charge: StorageCharge) {
      await redis.porticoRelayRefund(
        prefix,
        charge.clientId,
        charge.address,
        charge.bytes,
        charge.expiresAt,
      )
    },

    // Expired charges leave the total at the next publish's reserve step.
    async storedBytes() {
      return Number((await redis.get(`${prefix}q:total`)) ?? 0)
    },

    async load(charges) {
      // Only the first node counts the store; the marker lives as long as the counts.
      if ((await redis.set(`${prefix}q:loaded`, '1', 'NX')) !== 'OK') return
      const all = await charges()
      for (let start = 0; start < all.length; start += LOAD_CHUNK) {
        await redis.porticoRelayLoad(
          prefix,
          ...all
            .slice(start, start + LOAD_CHUNK)
            .flatMap((charge) => [charge.clientId, charge.address, charge.bytes, charge.expiresAt]),
        )
      }
    },
  }
  redisLedgers.set(ledger, { redis: options.redis, prefix, limits })
  return ledger
}
