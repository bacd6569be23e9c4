import type { SwapContext } from './createSwapContext'
import { swapAccount } from './swapAccount'
import { waitForReceipt } from './waitForReceipt'

/**
 * A transaction a swap sends: plain address, wei value, calldata and an optional gas limit.
 * @example
 * const tx: SwapTransaction = { to: '0xrouter…', value: 0n, data: '0x…' }
 */
export type SwapTransaction = {
  to: string
  value: bigint
  data: `0x${string}`
  gas?: bigint
}

/**
 * Send a swap's transaction through `portico.sendTransaction` and wait for its receipt.
 * @example
 * const hash = await signSwapTransaction(ctx, { to, value: 0n, data })
 */
export async function signSwapTransaction(ctx: SwapContext, tx: SwapTransaction) {
  const { portico } = ctx
  swapAccount(ctx)
  const hash = await portico.sendTransaction({ ...tx, namespace: 'eip155' })
  await waitForReceipt((args) => portico.request({ ...args, namespace: 'eip155' }), hash)
  return hash
}
