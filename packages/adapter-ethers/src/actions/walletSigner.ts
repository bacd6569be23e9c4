import type { Eip1193Provider } from '@portico/evm-injected'
import { BrowserProvider, type JsonRpcSigner } from 'ethers'

/**
 * The wallet wrapped in ethers' BrowserProvider and its signer for `address`. A new
 * BrowserProvider each time: ethers refuses to go on once the wallet's network changed.
 * @example
 * const signer = await walletSigner(provider, address)
 */
export async function walletSigner(
  provider: Eip1193Provider,
  address: string,
): Promise<JsonRpcSigner> {
  return new BrowserProvider(provider).getSigner(address)
}
