import { z } from 'zod'
import type { ConfirmedUtxo } from './ConfirmedUtxo'
import type { BitcoinRpc } from './createBitcoinRpc'

/** Confirmations before a coinbase output may be spent (consensus: spent in block h + 100). */
const COINBASE_MATURITY = 100

/** `gettxout` calls in flight at once while young outputs are checked for coinbases. */
const COINBASE_CHECKS_AT_ONCE = 4

const txOutSchema = z.object({ coinbase: z.boolean() }).nullable()

/**
 * Leaves out of a scan's outputs the coinbases younger than 100 blocks at `tip` (the node
 * refuses to spend them), asking the node about each young output once (`gettxout`), a few at
 * a time; an output spent since the scan counts as unspendable.
 * @example
 * const spendable = createSpendableFilter(rpc)
 * const utxos = await spendable(scanned, 1_000)
 */
export function createSpendableFilter(
  rpc: BitcoinRpc,
): (utxos: ConfirmedUtxo[], tip: number) => Promise<ConfirmedUtxo[]> {
  // Whether an output is a coinbase never changes: asked once per young output.
  const coinbase = new Map<string, boolean>()
  const isCoinbase = async (txid: string, vout: number): Promise<boolean> => {
    const key = `${txid}:${vout}`
    const known = coinbase.get(key)
    if (known !== undefined) return known
    const out = txOutSchema.parse(await rpc.call('gettxout', [txid, vout, false]))
    // Spent since the scan: not spendable either way.
    const answer = out?.coinbase ?? true
    coinbase.set(key, answer)
    return answer
  }
  return async (utxos, tip) => {
    const young = utxos.filter(({ height }) => tip + 1 - height < COINBASE_MATURITY)
    // One request per young output (the first scan of a miner's address has ~99), a few at a
    // time: the node serves RPC from a short work queue (16 by default) and answers 503 past it.
    const flags: boolean[] = []
    for (let start = 0; start < young.length; start += COINBASE_CHECKS_AT_ONCE) {
      const batch = young.slice(start, start + COINBASE_CHECKS_AT_ONCE)
      flags.push(...(await Promise.all(batch.map(({ txid, vout }) => isCoinbase(txid, vout)))))
    }
    const immature = new Set(
      young.filter((_, index) => flags[index]).map(({ txid, vout }) => `${txid}:${vout}`),
    )
    return utxos.filter(({ txid, vout }) => !immature.has(`${txid}:${vout}`))
  }
}
