import type { RegtestKey } from './regtestKeys'
import { signTransfer } from './signTransfer'
import type { Regtest } from './startRegtest'

/**
 * Sends `amount` satoshis from `miner`'s oldest coin to `to` and mines the block that confirms
 * it: a wallet's coins as one confirmed output, not a coinbase (those mature late).
 * @example
 * await fundFromMiner(node, { miner, to: walletKey.payment, amount: 1_000_000_000n })
 */
export async function fundFromMiner(
  node: Regtest,
  { miner, to, amount }: { miner: RegtestKey; to: string; amount: bigint },
): Promise<void> {
  const scan = (await node.rpc('scantxoutset', ['start', [`addr(${miner.payment})`]])) as {
    unspents: { txid: string; vout: number; amount: number; height: number }[]
  }
  const [oldest] = scan.unspents.sort((a, b) => a.height - b.height)
  if (!oldest) throw new Error('the miner has no coins')
  const funding = signTransfer({
    privateKey: miner.privateKey,
    params: node.params,
    utxos: [{ txid: oldest.txid, vout: oldest.vout, value: Math.round(oldest.amount * 1e8) }],
    to,
    amount,
    feeRate: 2,
  })
  await node.rpc('sendrawtransaction', [funding.hex])
  await node.mine(1)
}
