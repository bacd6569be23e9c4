import { BaseError, type CaipNetwork } from '@portico/common'
import { readQuantity } from '@portico/core'
import type { Eip1193Provider } from '../discovery/announcedProvider'

/**
 * Refuses, before the wallet is asked to sign anything, when the wallet is on another chain
 * than `caipNetwork`: a transaction signed for the wrong chain would be sent there.
 * @example
 * await assertWalletOnNetwork(provider, devnet) // BaseError 'Switch your wallet to Devnet A first.'
 */
export async function assertWalletOnNetwork(
  provider: Eip1193Provider,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const chainId = readQuantity(await provider.request({ method: 'eth_chainId' }), 'eth_chainId')
  if (chainId !== BigInt(caipNetwork.id)) {
    throw new BaseError(`Switch your wallet to ${caipNetwork.name} first.`, {
      details: `The wallet is on chain ${chainId}.`,
    })
  }
}
