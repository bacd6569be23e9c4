import type { ChainAdapter } from '@portico/core'
import { connectWallet } from './actions/connectWallet'
import { disconnectWallet } from './actions/disconnectWallet'
import { estimateTokenFee } from './actions/estimateTokenFee'
import { estimateTransferFee } from './actions/estimateTransferFee'
import { getBalance } from './actions/getBalance'
import { reconnectWallet } from './actions/reconnectWallet'
import { requestWallet } from './actions/requestWallet'
import { sendTransfer } from './actions/sendTransfer'
import { signMessage } from './actions/signMessage'
import { switchNetwork } from './actions/switchNetwork'
import { walletSigner } from './actions/walletSigner'
import { watchBlocks } from './actions/watchBlocks'
import type { CreateSolanaAdapterParameters } from './CreateSolanaAdapterParameters'
import { watchConnectors } from './events/watchConnectors'
import { findWallet, solanaWallets } from './internal/findWallet'
import { createSolanaState } from './internal/solanaState'
import { toSolanaConnectors } from './wallet/toSolanaConnectors'

/**
 * Creates the Solana adapter: wallet-standard wallets found through `@wallet-standard/app`,
 * connect / reconnect / disconnect and their account changes, SOL balances, message signing,
 * SOL and SPL token sends (the receiver's token account created when missing), fees, network
 * switching between the app's Solana networks, the solana_* RPC methods, and the same transfers
 * signed outside (sendWithSigner: the embedded wallet's frame). `@solana/kit`
 * loads with the first action, not with the page.
 *
 * @example
 * const solana = createSolanaAdapter({ networks: [KNOWN_CHAINS.solana, KNOWN_CHAINS.solanaDevnet] })
 * const portico = createPortico({ networks, adapters: [solana] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): ChainAdapter {
  const state = createSolanaState(parameters)
  return {
    namespace: 'solana',
    adapterType: 'solana',
    setup: (context) => watchConnectors(state, context),
    teardown() {
      for (const stop of state.stops.splice(0)) stop()
      // Not a disconnect: the next page load restores the connection.
      state.session.end({ report: false, forget: false })
      state.context = undefined
    },
    getConnectors: () => toSolanaConnectors(solanaWallets(state)),
    connect: (p) => connectWallet(state, p),
    reconnect: (p) => reconnectWallet(state, p),
    disconnect: (p) => disconnectWallet(state, p),
    getBalance: (p) => getBalance(state, p),
    watchBlocks: (p) => watchBlocks(state, p),
    switchNetwork: (p) => switchNetwork(state, p),
    signMessage: (p) => signMessage(state, p),
    sendTransaction: (p) => sendTransfer(state, p, walletSigner(state, p)),
    sendToken: (p) => sendTransfer(state, p, walletSigner(state, p)),
    sendWithSigner: (p, signAndSend) =>
      sendTransfer(state, p, (actions, wire) => signAndSend(actions.base64(wire))),
    estimateFee: (p) => estimateTransferFee(state, p),
    estimateTokenFee: (p) => estimateTokenFee(state, p),
    getWalletProvider: ({ connectorId }) =>
      connectorId === undefined ? state.session.current()?.wallet : findWallet(state, connectorId),
    request: (p) => requestWallet(state, p),
  }
}
