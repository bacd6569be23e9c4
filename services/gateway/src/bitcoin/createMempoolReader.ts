import { z } from 'zod'
import { BitcoinNodeError, type BitcoinRpc } from './createBitcoinRpc'
import { toSats } from './toSats'

/**
 * What the mempool does to one output script: outputs paying it, and outpoints it spends.
 * @example
 * const activity: MempoolActivity = { outputs: [], spends: [], txids: [] }
 */
export type MempoolActivity = {
  outputs: { txid: string; vout: number; value: number }[]
  /** Every outpoint spent by a mempool transaction, as `txid:vout` (filter by owner). */
  spends: { txid: string; outpoint: string }[]
  /** Mempool transactions that pay the script. */
  txids: string[]
}

const txSchema = z.object({
  txid: z.string(),
  vin: z.array(z.object({ txid: z.string().optional(), vout: z.number().optional() })),
  vout: z.array(
    z.object({ value: z.number(), n: z.number(), scriptPubKey: z.object({ hex: z.string() }) }),
  ),
})
type MempoolTx = z.infer<typeof txSchema>

/**
 * Reads the node's mempool for the activity of output scripts. Transactions never change, so
 * each is decoded once and kept while it stays in the mempool; past `maxScan` transactions the
 * mempool is not read (the answer is then confirmed activity only).
 * @example
 * const mempool = createMempoolReader(rpc, { maxScan: 2_000 })
 * const { outputs } = await mempool(script)
 */
export function createMempoolReader(
  rpc: BitcoinRpc,
  options: { maxScan: number },
): (script: Uint8Array) => Promise<MempoolActivity> {
  const decoded = new Map<string, MempoolTx>()
  return async (script) => {
    const txids = z.array(z.string()).parse(await rpc.call('getrawmempool'))
    const activity: MempoolActivity = { outputs: [], spends: [], txids: [] }
    if (txids.length > options.maxScan) return activity
    const present = new Set(txids)
    for (const txid of decoded.keys()) if (!present.has(txid)) decoded.delete(txid)
    const missing = txids.filter((txid) => !decoded.has(txid))
    const replies = await rpc.batch(missing.map((txid) => ['getrawtransaction', [txid, true]]))
    for (const reply of replies) {
      // -5: mined or evicted between the two calls.
      if (reply instanceof BitcoinNodeError) continue
      const tx = txSchema.parse(reply)
      decoded.set(tx.txid, tx)
    }
    const hex = Buffer.from(script).toString('hex')
    for (const tx of decoded.values()) {
      let pays = false
      for (const output of tx.vout) {
        if (output.scriptPubKey.hex !== hex) continue
        pays = true
        activity.outputs.push({ txid: tx.txid, vout: output.n, value: toSats(output.value) })
      }
      if (pays) activity.txids.push(tx.txid)
      for (const input of tx.vin) {
        if (input.txid !== undefined && input.vout !== undefined) {
          activity.spends.push({ txid: tx.txid, outpoint: `${input.txid}:${input.vout}` })
        }
      }
    }
    return activity
  }
}
