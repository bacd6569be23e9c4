import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  isSafeRpcMethod,
  NamespaceNotConfiguredError,
  NoRpcUrlError,
  ProviderNotConnectedError,
  RpcCallNotAllowedError,
  SignClientNotInitializedError,
} from '@portico/common'
import { requestNetworkRpc } from '@portico/core'
import { toWalletConnectError } from '../errors/toWalletConnectError'
import type { UniversalProvider } from '../provider/UniversalProvider'
import { readProviderSession } from '../session/readProviderSession'
import { abortable } from './abortable'

/** Methods the provider answers from the session (or sends to the wallet) itself. */
const PROVIDER_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_sendCalls',
])

/**
 * One request of a connector: methods the wallet approved (and the provider's own) go through
 * the session on `caipNetworkId` (default: the namespace's active chain); safe reads go to that
 * network's RPC URL among `networks` (never to a hosted fallback); anything else is refused.
 * Failures become Portico errors with the spec §8 short messages.
 * @example
 * await routeRequest(provider, networks, { method: 'personal_sign', params, namespace: 'eip155' })
 */
export async function routeRequest(
  provider: UniversalProvider | undefined,
  networks: readonly CaipNetwork[],
  request: {
    method: string
    params?: unknown
    namespace: ChainNamespace
    caipNetworkId?: CaipNetworkId
    signal?: AbortSignal
  },
): Promise<unknown> {
  if (!provider) throw new SignClientNotInitializedError()
  if (!provider.session) throw new ProviderNotConnectedError()
  const view = readProviderSession(provider, request.namespace)
  if (!view) throw new NamespaceNotConfiguredError({ metaMessages: [request.namespace] })
  const active = provider.rpcProviders[request.namespace]?.getDefaultChain()
  const chain = request.caipNetworkId ?? `${request.namespace}:${active ?? ''}`
  const { method } = request
  const params = request.params ?? []

  if (PROVIDER_METHODS.has(method) || view.methods.includes(method)) {
    const result = await abortable(
      provider.request({ method, params: params as object }, chain),
      request.signal,
    ).catch((error: unknown) => {
      throw toWalletConnectError(error)
    })
    return method === 'eth_chainId' && typeof result === 'number'
      ? `0x${result.toString(16)}`
      : result
  }
  if (isSafeRpcMethod(method)) {
    const network = networks.find((n) => n.caipNetworkId === chain)
    if (!network) throw new NoRpcUrlError({ metaMessages: [`Chain: ${chain}`] })
    return abortable(
      requestNetworkRpc(network, method, Array.isArray(params) ? params : [params]),
      request.signal,
    )
  }
  throw new RpcCallNotAllowedError({ metaMessages: [`Method: ${method}`] })
}
