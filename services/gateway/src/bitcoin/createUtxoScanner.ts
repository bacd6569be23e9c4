import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { ConfirmedUtxo } from './ConfirmedUtxo'
import { BitcoinNodeError, type BitcoinRpc } from './createBitcoinRpc'
import { createSpendableFilter } from './createSpendableFilter'
import { toSats } from './toSats'

const scanSchema = z.object({
  success: z.boolean(),
  height: z.number().int().optional(),
  bestblock: z.string().optional(),
  unspents: z.array(
    z.object({ txid: z.string(), vout: z.number(), amount: z.number(), height: z.number() }),
  ),
})

/** Seconds a caller is told to wait when the scan queue is full. */
export const SCAN_RETRY_AFTER_SECONDS = 5

/**
 * Limits of {@link createUtxoScanner}.
 * @example const limits: UtxoScannerLimits = { maxPendingScans: 8, cacheEntries: 10_000 }
 */
export type UtxoScannerLimits = {
  /** Scans running or waiting at once; past it a read is refused (503 with Retry-After). */
  maxPendingScans: number
  /** Addresses whose outputs are kept for the current tip (least recently used go first). */
  cacheEntries: number
}

/**
 * Reads an address's confirmed, spendable outputs with `scantxoutset`: no wallet, no index, no
 * state to keep in step with the chain. A coinbase output younger than 100 blocks is left out:
 * the node refuses a transaction that spends it (`bad-txns-premature-spend-of-coinbase`), so it
 * is neither money to show as spendable nor an input to pick. A scan reads the whole UTXO set,
 * so its answer is kept per address until the tip changes (one `getbestblockhash` per read),
 * concurrent reads of an address share one scan, and at most `maxPendingScans` scans run or wait:
 * past that a read is refused with UPSTREAM_UNAVAILABLE and `Retry-After`. The node runs one scan
 * at a time, so this instance queues its own and retries while another client's scan runs.
 * @example
 * const scan = createUtxoScanner(rpc, { maxPendingScans: 8, cacheEntries: 10_000 })
 * const utxos = await scan('rltc1q…')
 */
export function createUtxoScanner(
  rpc: BitcoinRpc,
  limits: UtxoScannerLimits,
): (address: string) => Promise<ConfirmedUtxo[]> {
  let queue: Promise<unknown> = Promise.resolve()
  let pending = 0
  // Per address: its outputs at one tip. A new block makes every entry stale.
  const results = new Map<string, { tip: string; utxos: ConfirmedUtxo[] }>()
  const scanning = new Map<string, Promise<ConfirmedUtxo[]>>()
  const remember = (address: string, tip: string, utxos: ConfirmedUtxo[]) => {
    results.delete(address)
    results.set(address, { tip, utxos })
    for (const key of results.keys()) {
      if (results.size <= limits.cacheEntries) break
      results.delete(key)
    }
  }
  const spendable = createSpendableFilter(rpc)
  const scanOnce = async (address: string, tip: string): Promise<ConfirmedUtxo[]> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = scanSchema.parse(
          await rpc.call('scantxoutset', ['start', [`addr(${address})`]]),
        )
        const utxos = result.unspents.map(({ txid, vout, amount, height }) => ({
          txid,
          vout,
          value: toSats(amount),
          height,
        }))
        const height =
          result.height ??
          z
            .number()
            .int()
            .parse(await rpc.call('getblockcount'))
        const confirmed = await spendable(utxos, height)
        // Kept under the block the scan saw, which a block found meanwhile may have moved past.
        remember(address, result.bestblock ?? tip, confirmed)
        return confirmed
      } catch (error) {
        // -8: "Scan already in progress" — another gateway node shares this node.
        if (!(error instanceof BitcoinNodeError && error.code === -8) || attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)))
      }
    }
  }
  return async (address) => {
    const tip = z.string().parse(await rpc.call('getbestblockhash'))
    const known = results.get(address)
    if (known?.tip === tip) {
      results.delete(address)
      results.set(address, known)
      return known.utxos
    }
    const key = `${tip}|${address}`
    const running = scanning.get(key)
    if (running) return running
    if (pending >= limits.maxPendingScans) {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', {
        message: 'The node is busy reading other addresses: try again shortly',
        headers: { 'Retry-After': String(SCAN_RETRY_AFTER_SECONDS) },
      })
    }
    pending++
    const next = queue.then(() => scanOnce(address, tip))
    queue = next.catch(() => {})
    scanning.set(key, next)
    void next
      .finally(() => {
        pending--
        scanning.delete(key)
      })
      .catch(() => {})
    return next
  }
}
