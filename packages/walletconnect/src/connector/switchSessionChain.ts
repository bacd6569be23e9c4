import {
  type CaipNetwork,
  ProviderNotConnectedError,
  SwitchChainError,
  type SwitchChainErrorCode,
  UserRejectedRequestError,
} from '@portico/common'
import { toQuantity } from '@portico/core'
import { toWalletConnectError } from '../errors/toWalletConnectError'
import type { UniversalProvider } from '../provider/UniversalProvider'
import { readProviderSession } from '../session/readProviderSession'

const SWITCH_CODES: Record<number, SwitchChainErrorCode> = {
  4902: 4902,
  5000: 5000,
  32603: 32603,
  [-32603]: 32603,
}

function codeOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? Number(error.code)
    : undefined
}

/**
 * Make `caipNetwork` the session's active chain. A chain the wallet approved switches locally
 * (the wallet is not asked); an unapproved EVM chain is asked for with
 * wallet_switchEthereumChain. Failures are SwitchChainError (4902, 5000, 32603) with the spec's
 * sentence, or UserRejectedRequestError.
 * @example
 * await switchSessionChain(provider, devnetB)
 */
export async function switchSessionChain(
  provider: UniversalProvider | undefined,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const namespace = caipNetwork.chainNamespace
  const view = readProviderSession(provider, namespace)
  if (!provider || !view) throw new ProviderNotConnectedError()
  if (view.chains.includes(caipNetwork.caipNetworkId)) {
    provider.setDefaultChain(caipNetwork.caipNetworkId)
    return
  }
  const active = provider.rpcProviders[namespace]?.getDefaultChain()
  if (namespace !== 'eip155' || !active) throw new SwitchChainError()
  try {
    await provider.request(
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: toQuantity(BigInt(caipNetwork.id)) }],
      },
      `${namespace}:${active}`,
    )
  } catch (cause) {
    const error = toWalletConnectError(cause)
    if (error instanceof UserRejectedRequestError || error instanceof SwitchChainError) throw error
    const code = SWITCH_CODES[codeOf(cause) ?? 5000] ?? SwitchChainError.DEFAULT
    throw new SwitchChainError({ code, cause })
  }
}
