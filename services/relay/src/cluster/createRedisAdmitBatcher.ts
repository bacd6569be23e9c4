import type { QuotaLimits } from '../quota/quotaVerdict'
import type { StorageCharge } from '../quota/StorageLedger'
import type { RelayErrorKey } from '../rpc/relayErrorCodes'
import type { AdmissionOutcome, AdmissionRequest, NewMessage } from '../store/RelayStore'
import { MAX_REDIS_BATCH } from './createRedisInsertBatcher'
import { createTickBatcher } from './createTickBatcher'
import { quotaScriptArgs } from './quotaScriptArgs'
import type { RedisStoreState } from './RedisStoreState'

/**
 * Checks the quota of and stores the publishes of one event-loop turn by one ADMIT_AND_INSERT
 * call, under one set of limits (a ledger's): each answers its refusal or what was stored, and
 * whether it was announced on the cluster channel.
 * @example
 * const outcome = await createRedisAdmitBatcher(state, limits).add({ charges, messages })
 */
export function createRedisAdmitBatcher(
  { redis, prefix, keys, announce }: RedisStoreState,
  limits: QuotaLimits,
) {
  return createTickBatcher(async (publishes: AdmissionRequest[]) => {
    const now = Math.max(...publishes.map((publish) => publish.now))
    const args = quotaScriptArgs(prefix, now, limits)
    args.push(announce?.channel ?? '', announce?.node ?? '', announce?.presence ?? '')
    for (const { charges, messages } of publishes) {
      const [first] = messages as [NewMessage]
      args.push(first.publisher, first.publisherAddress, messages.length)
      messages.forEach((message, index) => {
        const charge = charges[index] as StorageCharge
        args.push(
          charge.bytes,
          message.expiresAt,
          keys.repeat(message.topic, message.message),
          message.topic,
          message.message,
          message.tag,
          message.publishedAt,
        )
      })
    }
    const results = await redis.porticoRelayAdmitAndInsert(...args)
    let at = 0
    return publishes.map(({ messages }): AdmissionOutcome => {
      const refused = String(results[at])
      const seqs = results.slice(at + 1, at + 1 + messages.length).map(Number)
      at += 1 + messages.length
      if (refused !== '') return { refused: refused as RelayErrorKey }
      return {
        announced: announce !== undefined,
        stored: messages.map((m, i) =>
          (seqs[i] ?? 0) > 0 ? { ...m, seq: seqs[i] as number } : undefined,
        ),
        ...(seqs.some((seq) => seq < 0) ? { failed: true } : {}),
      }
    })
  }, MAX_REDIS_BATCH)
}
