import type { Address, Hex } from 'viem'
import { rpcRequest } from './rpcRequest'
import { type DevnetReceipt, waitForReceipt } from './waitForReceipt'

/**
 * Sends a transaction from one of anvil's unlocked accounts (`eth_sendTransaction`, plain
 * JSON-RPC) and waits for it to be mined; a reverted one throws with `what` and its hash.
 * @example
 * const { contractAddress } = await sendFromDevAccount(rpcUrl, { from, data: bytecode }, 'deploying the feed')
 */
export async function sendFromDevAccount(
  rpcUrl: string,
  tx: {
    from: Address
    to?: Address | undefined
    data: Hex
    value?: bigint | undefined
    /** A gas limit; without one the node estimates, in the latest block's second. */
    gas?: bigint | undefined
  },
  what: string,
): Promise<DevnetReceipt> {
  const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
    {
      from: tx.from,
      data: tx.data,
      ...(tx.to && { to: tx.to }),
      ...(tx.value !== undefined && { value: `0x${tx.value.toString(16)}` }),
      ...(tx.gas !== undefined && { gas: `0x${tx.gas.toString(16)}` }),
    },
  ])
  const receipt = await waitForReceipt(rpcUrl, String(hash))
  if (receipt.status !== '0x1') throw new Error(`${what} on ${rpcUrl} failed (tx ${hash})`)
  return receipt
}
