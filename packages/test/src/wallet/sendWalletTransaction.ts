import { createWalletClient, http, type LocalAccount } from 'viem'
import { devnetChain } from '../devnet/devnetChain'
import type { ParsedTransaction } from './parseWalletParams'

/**
 * Signs a transaction with a local account and submits it with `eth_sendRawTransaction` to
 * `rpcUrl`, filling nonce, gas and fees the way a wallet would. Returns the hash.
 *
 * @example
 * const hash = await sendWalletTransaction(account, 31337, 'http://127.0.0.1:8545', { to, value: 1n })
 */
export async function sendWalletTransaction(
  account: LocalAccount,
  chainId: number,
  rpcUrl: string,
  tx: ParsedTransaction,
): Promise<`0x${string}`> {
  const chain = devnetChain(chainId, rpcUrl)
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const data = tx.data ?? tx.input
  const fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
      ? {
          ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
          ...(tx.maxPriorityFeePerGas !== undefined
            ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
            : {}),
        }
      : tx.gasPrice !== undefined
        ? { gasPrice: tx.gasPrice }
        : {}
  return client.sendTransaction({
    account,
    chain,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value !== undefined ? { value: tx.value } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
    ...(tx.nonce !== undefined ? { nonce: tx.nonce } : {}),
    ...fees,
  } as Parameters<typeof client.sendTransaction>[0])
}
