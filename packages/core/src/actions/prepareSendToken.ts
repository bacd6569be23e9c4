import {
  type CaipNetwork,
  CaipNetworkOrAddressUndefinedError,
  ChainAdapterNotFoundError,
  ChainRequiredForConnectionClientError,
  parseUnits,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  type TokenBalance,
  UnsupportedSendChainError,
} from '@portico/common'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { SendTokenClient, SendTokenParameters } from './SendTokenParameters'

/**
 * A checked send: the account it goes from, what the adapter is asked, and the symbol sent.
 * @example
 * const { amount, symbol }: PreparedSend = prepareSendToken(portico, params)
 */
export type PreparedSend = {
  namespace: 'eip155' | 'solana'
  adapter: ChainAdapter
  caipNetwork: CaipNetwork
  connectorId: string | undefined
  from: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  token: TokenBalance | undefined
  /** The token's symbol, or the network's native currency's. */
  symbol: string
}

/**
 * Check a send (spec §5) against the connected account and turn it into what the adapter is
 * asked: throws SendAmountAndReceiverRequiredError without an amount or receiver, the account
 * errors of any wallet action (no namespace, no adapter, no connected account),
 * UnsupportedSendChainError outside eip155 and solana, SendTokenRequiredError for an EVM send
 * without a token. Reads the stores only, so a flow can ask it before showing anything.
 * @example
 * const { namespace, symbol } = prepareSendToken(portico, { token: usdc, amount: '1.5', to })
 */
export function prepareSendToken(
  client: SendTokenClient,
  params: SendTokenParameters,
): PreparedSend {
  const { stores } = client
  if (!params.amount || !params.to) throw new SendAmountAndReceiverRequiredError()
  const namespace =
    params.namespace ?? stores.chain.getState().activeNamespace ?? client.options.namespaces[0]
  if (!namespace) throw new ChainRequiredForConnectionClientError()
  const adapter = client.getAdapter(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] })
  const from = stores.account.getState().accounts[namespace]?.address
  const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
  if (!from || !caipNetwork) throw new CaipNetworkOrAddressUndefinedError()
  if (namespace !== 'eip155' && namespace !== 'solana') throw new UnsupportedSendChainError()
  const { token } = params
  if (namespace === 'eip155' && !token) throw new SendTokenRequiredError()
  const decimals = token ? Number(token.quantity.decimals) : caipNetwork.nativeCurrency.decimals
  return {
    namespace,
    adapter,
    caipNetwork,
    connectorId: stores.connectors.getState().activeConnectorIds[namespace],
    from,
    to: params.to,
    amount: parseUnits(params.amount, decimals),
    token,
    symbol: token?.symbol ?? caipNetwork.nativeCurrency.symbol,
  }
}
