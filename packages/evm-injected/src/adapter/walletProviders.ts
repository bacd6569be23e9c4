import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { Connector } from '@portico/core'
import { LEGACY_INJECTED_ID, toInjectedConnectors } from '../connectors/toInjectedConnectors'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { type InjectedEvmState, pageWindow } from './injectedEvmState'

/**
 * The page's connectors: the announced wallets, and `window.ethereum` when none of them covers it.
 * @example
 * context.onConnectorsChanged(getConnectors(state))
 */
export function getConnectors(state: InjectedEvmState): Connector[] {
  return toInjectedConnectors(state.announced, pageWindow()?.ethereum)
}

/**
 * The provider behind `connectorId`: the connected wallet's, an announced one, or
 * `window.ethereum` for the legacy connector; undefined when there is none.
 * @example
 * const provider = providerOf(state, 'io.metamask')
 */
export function providerOf(
  state: InjectedEvmState,
  connectorId: string,
): Eip1193Provider | undefined {
  const current = state.session.current()
  if (current?.connectorId === connectorId) return current.provider
  const match = state.announced.find((a) => a.info.rdns === connectorId)?.provider
  if (match) return match
  const legacy = pageWindow()?.ethereum as Eip1193Provider | undefined
  return connectorId === LEGACY_INJECTED_ID && typeof legacy?.request === 'function'
    ? legacy
    : undefined
}

/**
 * The provider behind `connectorId`, or the connected wallet's when it is undefined; no
 * provider is AdapterOrConnectorNotFoundError.
 * @example
 * const provider = requireProvider(state, parameters.connectorId)
 */
export function requireProvider(
  state: InjectedEvmState,
  connectorId: string | undefined,
): Eip1193Provider {
  const provider =
    connectorId === undefined ? state.session.current()?.provider : providerOf(state, connectorId)
  if (!provider) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [connectorId ? `Connector: ${connectorId}` : 'No wallet is connected.'],
    })
  }
  return provider
}

/**
 * The chain the provider's wallet is on.
 * @example
 * const chainId = await walletChainId(provider)
 */
export async function walletChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }))
}
