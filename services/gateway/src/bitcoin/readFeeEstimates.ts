import { z } from 'zod'
import { BitcoinNodeError, type BitcoinRpc } from './createBitcoinRpc'

/** The confirmation targets (blocks) Esplora answers fee rates for. */
const TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

const estimateSchema = z.object({ feerate: z.number().optional() })
const networkSchema = z.object({ relayfee: z.number() })

/**
 * Esplora's `/fee-estimates`: sat/vB per confirmation target, from the node's
 * `estimatesmartfee` (coins per kvB). A target without an estimate — every one on a young chain
 * — gets `fallbackFeeRate`; none is below the node's relay fee, which it would refuse.
 * @example
 * await readFeeEstimates(rpc, 2) // { '1': 2, '2': 2, …, '1008': 2 }
 */
export async function readFeeEstimates(
  rpc: BitcoinRpc,
  fallbackFeeRate: number,
): Promise<Record<string, number>> {
  const [network, ...estimates] = await rpc.batch([
    ['getnetworkinfo', []],
    ...TARGETS.map((target): [string, unknown[]] => ['estimatesmartfee', [target]]),
  ])
  if (network instanceof BitcoinNodeError) throw network
  // relayfee is coins per kvB: ×1e8 sat / 1000 vB.
  const floor = networkSchema.parse(network).relayfee * 1e5
  return Object.fromEntries(
    TARGETS.map((target, index) => {
      const reply = estimates[index]
      const rate =
        reply instanceof BitcoinNodeError ? undefined : estimateSchema.parse(reply).feerate
      const satPerVbyte = rate === undefined ? fallbackFeeRate : rate * 1e5
      return [String(target), Math.max(floor, Math.round(satPerVbyte * 1000) / 1000)]
    }),
  )
}
