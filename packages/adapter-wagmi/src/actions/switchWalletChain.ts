import { SwitchChainError } from '@portico/common'
import { type Chain, type EIP1193Provider, numberToHex } from 'viem'
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

type RequestFn = EIP1193Provider['request']

function addChainParameter(chain: Chain) {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

async function switchOnce(request: RequestFn, chain: Chain): Promise<void> {
  await request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: numberToHex(chain.id) }],
  })
}

async function assertOnChain(request: RequestFn, chain: Chain): Promise<void> {
  const current = Number(await request({ method: 'eth_chainId' }))
  if (current !== chain.id) {
    throw new SwitchChainError({ details: `The wallet stayed on chain ${current}.` })
  }
}

/**
 * Asks an EIP-1193 wallet to switch to `chain`; when the wallet does not know the chain it is
 * added with `wallet_addEthereumChain` and the switch is asked again.
 *
 * Failures are the spec's errors: {@link SwitchChainError} with code 4902, 5000 or 32603, or a
 * rejection as common's UserRejectedRequestError.
 * @example
 * await switchWalletChain(provider.request, toViemChain(base))
 */
export async function switchWalletChain(request: RequestFn, chain: Chain): Promise<void> {
  try {
    await switchOnce(request, chain)
  } catch (error) {
    if (!isUnknownChain(walletErrorCode(error))) throw toSwitchChainError(error)
    try {
      await request({ method: 'wallet_addEthereumChain', params: [addChainParameter(chain)] })
      await switchOnce(request, chain)
    } catch (retryError) {
      throw toSwitchChainError(retryError)
    }
  }
  await assertOnChain(request, chain).catch((error: unknown) => {
    throw toSwitchChainError(error)
  })
}
