import { estimateEvmFee, getEvmNativeBalance } from '@portico/core'
import { requestWallet } from '../wallet/requestWallet'
import { connectWallet } from './actions/connectWallet'
import { disconnectWallet } from './actions/disconnectWallet'
import { reconnectWallet } from './actions/reconnectWallet'
import { sendToken } from './actions/sendToken'
import { switchNetwork } from './actions/switchNetwork'
import { watchConnectors } from './actions/watchConnectors'
import type {
  InjectedEvmAdapter,
  InjectedEvmAdapterParameters,
} from './InjectedEvmAdapterParameters'
import { createInjectedEvmState } from './injectedEvmState'
import { rethrowAsPorticoError as rethrow } from './rethrowAsPorticoError'
import { getConnectors, providerOf, requireProvider } from './walletProviders'

export type {
  InjectedEvmAdapter,
  InjectedEvmAdapterOptions,
  InjectedEvmAdapterParameters,
} from './InjectedEvmAdapterParameters'

/**
 * The EVM adapter over injected wallets that the ethers adapters share: EIP-6963 discovery
 * and `window.ethereum`, one wallet session with its events, connect / reconnect / disconnect,
 * network switching and raw requests on the wallet's own provider; balances, fees, signing
 * and sends come from the library's lazily loaded actions.
 * @example
 * const adapter = createInjectedEvmAdapter({ adapterType: 'ethers', loadActions, networks })
 */
export function createInjectedEvmAdapter(
  parameters: InjectedEvmAdapterParameters,
): InjectedEvmAdapter {
  const state = createInjectedEvmState(parameters)
  const signer = (p: { connectorId?: string | undefined }) => requireProvider(state, p.connectorId)
  return {
    namespace: 'eip155',
    adapterType: parameters.adapterType,
    preload: () => {
      state.actions().catch(() => undefined)
    },
    setup: (context) => watchConnectors(state, context),
    teardown() {
      for (const stop of state.stops.splice(0)) stop()
      // Not a disconnect: the next page load restores the connection.
      state.session.end({ report: false, forget: false })
      state.context = undefined
    },
    getConnectors: () => getConnectors(state),
    connect: (p) => connectWallet(state, p),
    reconnect: (p) => reconnectWallet(state, p),
    disconnect: (p) => disconnectWallet(state, p),
    getBalance: async (p) => getEvmNativeBalance(p).catch(rethrow),
    switchNetwork: (p) => switchNetwork(state, p),
    signMessage: async (p) =>
      (await state.actions()).signPersonalMessage(signer(p), p).catch(rethrow),
    signTypedData: async (p) =>
      (await state.actions()).signTypedDataV4(signer(p), p).catch(rethrow),
    sendTransaction: async (p) =>
      (await state.actions()).sendEvmTransaction(signer(p), p).catch(rethrow),
    sendToken: (p) => sendToken(state, p),
    estimateFee: async (p) => estimateEvmFee(p).catch(rethrow),
    getWalletProvider: ({ connectorId }) =>
      connectorId === undefined
        ? state.session.current()?.provider
        : providerOf(state, connectorId),
    request: async (p) => requestWallet(requireProvider(state, p.connectorId), p),
  }
}
