import { z } from 'zod'
import { BitcoinNodeError, type BitcoinRpc } from './createBitcoinRpc'
import { toSats } from './toSats'

/**
 * One confirmed unspent output of an address, from the node's UTXO set.
 * @example
 * const utxo: ConfirmedUtxo = { txid: 'ab…', vout: 0, value: 5_000_000_000, height: 101 }
 */
export type ConfirmedUtxo = { txid: string; vout: number; value: number; height: number }

const scanSchema = z.object({
  success: z.boolean(),
  unspents: z.array(
    z.object({ txid: z.string(), vout: z.number(), amount: z.number(), height: z.number() }),
  ),
})

/**
 * Reads an address's confirmed unspent outputs with `scantxoutset`: no wallet, no index, no
 * state to keep in step with the chain. The node runs one scan at a time, so this instance
 * queues its own and retries while another client's scan runs.
 * @example
 * const scan = createUtxoScanner(rpc)
 * const utxos = await scan('rltc1q…')
 */
export function createUtxoScanner(rpc: BitcoinRpc): (address: string) => Promise<ConfirmedUtxo[]> {
  let queue: Promise<unknown> = Promise.resolve()
  const scanOnce = async (address: string): Promise<ConfirmedUtxo[]> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = scanSchema.parse(
          await rpc.call('scantxoutset', ['start', [`addr(${address})`]]),
        )
        return result.unspents.map(({ txid, vout, amount, height }) => ({
          txid,
          vout,
          value: toSats(amount),
          height,
        }))
      } catch (error) {
        // -8: "Scan already in progress" — another gateway node shares this node.
        if (!(error instanceof BitcoinNodeError && error.code === -8) || attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)))
      }
    }
  }
  return (address) => {
    const next = queue.then(() => scanOnce(address))
    queue = next.catch(() => {})
    return next
  }
}
