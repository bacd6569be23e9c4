import type { Eip1193Provider } from '@portico/evm-injected'
import { providers } from 'ethers'

/**
 * The wallet wrapped in ethers v5's Web3Provider and its signer for `address`. A new
 * Web3Provider each time: ethers refuses to go on once the wallet's network changed.
 * @example
 * const signer = walletSigner(provider, address)
 */
export function walletSigner(provider: Eip1193Provider, address: string): providers.JsonRpcSigner {
  // 'any': the wallet may move between chains while the site uses it.
  return new providers.Web3Provider(provider as providers.ExternalProvider, 'any').getSigner(
    address,
  )
}
