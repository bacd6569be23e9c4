import { SwitchChainError } from '@portico/common'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { toSwitchChainError } from '../errors/toSwitchChainError'
import { walletErrorCode } from '../errors/walletErrorCode'

/**
 * What switching to a chain and adding it to a wallet read of it: a `CaipNetwork`, or a viem
 * `Chain` alike.
 * @example
 * const chain: WalletChain = { id: 8453, name: 'Base', nativeCurrency, rpcUrls: { default: { http: ['https://mainnet.base.org'] } } }
 */
export type WalletChain = {
  id: number | string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { url: string } } | undefined
}

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

function addChainParameter(chain: WalletChain) {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: toHex(Number(chain.id)),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

async function assertOnChain(provider: Eip1193Provider, chain: WalletChain): Promise<void> {
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current !== Number(chain.id)) {
    throw new SwitchChainError({ details: `The wallet stayed on chain ${current}.` })
  }
}

/**
 * Asks an EIP-1193 wallet to switch to `chain`; when the wallet does not know the chain it is
 * added with `wallet_addEthereumChain` and the switch is asked again. Resolves once the wallet
 * reports the chain.
 *
 * Failures are the spec's errors: {@link SwitchChainError} with code 4902, 5000 or 32603, or a
 * rejection as common's UserRejectedRequestError.
 * @example
 * await switchWalletChain(provider, base)
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  chain: WalletChain,
): Promise<void> {
  const chainId = toHex(Number(chain.id))
  const switchOnce = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchOnce()
  } catch (error) {
    if (!isUnknownChain(walletErrorCode(error))) throw toSwitchChainError(error)
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addChainParameter(chain)],
      })
      await switchOnce()
    } catch (retryError) {
      throw toSwitchChainError(retryError)
    }
  }
  await assertOnChain(provider, chain).catch((error: unknown) => {
    throw toSwitchChainError(error)
  })
}
