import { type CaipNetwork, SwitchChainError } from '@portico/common'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { toSwitchChainError } from '../errors/toSwitchChainError'
import { walletErrorCode } from '../errors/walletErrorCode'

/** Wallets answer an unknown chain with 4902, 5000 or ±32603; then adding it is worth a try. */
function isUnknownChain(code: number | undefined): boolean {
  if (code === undefined) return false
  return (
    code === SwitchChainError.UNRECOGNIZED_CHAIN ||
    code === SwitchChainError.DEFAULT ||
    Math.abs(code) === SwitchChainError.INVALID_CHAIN_ID
  )
}

const toHex = (id: number) => `0x${id.toString(16)}`

function addChainParameter(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * Asks an EIP-1193 wallet to switch to `network`; when the wallet does not know the chain it
 * is added with `wallet_addEthereumChain` and the switch is asked again. Resolves once the
 * wallet reports the chain.
 *
 * Failures are the spec's errors: {@link SwitchChainError} with code 4902, 5000 or 32603, or a
 * rejection as common's UserRejectedRequestError.
 * @example
 * await switchWalletChain(provider, base)
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const chainId = toHex(Number(network.id))
  const switchOnce = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchOnce()
  } catch (error) {
    if (!isUnknownChain(walletErrorCode(error))) throw toSwitchChainError(error)
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addChainParameter(network)],
      })
      await switchOnce()
    } catch (retryError) {
      throw toSwitchChainError(retryError)
    }
  }
  const current = Number(await provider.request({ method: 'eth_chainId' }).catch(() => undefined))
  if (current !== Number(network.id)) {
    throw new SwitchChainError({ details: `The wallet stayed on chain ${current}.` })
  }
}
