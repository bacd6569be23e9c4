import type { Address, Hex } from 'viem'
import { rpcBatch } from './rpcBatch'
import { rpcRequest } from './rpcRequest'
import { type DevnetReceipt, waitForReceipt } from './waitForReceipt'

/**
 * One transaction of {@link sendTransactions}: its gas limit is given, never estimated, and
 * `what` names it when it reverts.
 * @example const tx: DevnetTransaction = { to: token, data, gas: 100_000n, what: 'minting PTT' }
 */
export type DevnetTransaction = {
  to?: Address | undefined
  data: Hex
  value?: bigint | undefined
  gas: bigint
  what: string
}

const hex = (value: bigint | number) => `0x${value.toString(16)}`

/**
 * Sends `txs` from `from` (one of anvil's unlocked accounts, or one it impersonates) in one
 * JSON-RPC batch, with consecutive nonces from its next one, and waits until all are mined; the
 * first that reverted throws with its `what` and hash. No gas is estimated, so a transaction may
 * use what an earlier one of the batch deploys: the nonces keep them in order. Answers the
 * receipts in the order of `txs`.
 * @example
 * const [factory] = await sendTransactions(rpcUrl, deployer, [{ data: bytecode, gas: 8_000_000n, what: 'deploying the factory' }, …])
 */
export async function sendTransactions(
  rpcUrl: string,
  from: Address,
  txs: readonly DevnetTransaction[],
): Promise<DevnetReceipt[]> {
  const first = BigInt(
    String(await rpcRequest(rpcUrl, 'eth_getTransactionCount', [from, 'pending'])),
  )
  const hashes = await rpcBatch(
    rpcUrl,
    txs.map((tx, index) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          ...(tx.to && { to: tx.to }),
          data: tx.data,
          ...(tx.value !== undefined && { value: hex(tx.value) }),
          gas: hex(tx.gas),
          nonce: hex(first + BigInt(index)),
        },
      ],
    })),
  )
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, String(hash))))
  const failed = receipts.findIndex((receipt) => receipt.status !== '0x1')
  if (failed !== -1)
    throw new Error(`${txs[failed]?.what} on ${rpcUrl} failed (tx ${String(hashes[failed])})`)
  return receipts
}
