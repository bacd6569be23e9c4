import type { ChainAdapter } from '@portico/core'
import { connectWallet } from './actions/connectWallet'
import { disconnectWallet } from './actions/disconnectWallet'
import { estimateTransferFee } from './actions/estimateTransferFee'
import { getBalance } from './actions/getBalance'
import { getWalletProvider } from './actions/getWalletProvider'
import { reconnectWallet } from './actions/reconnectWallet'
import { requestWallet } from './actions/requestWallet'
import { sendTransfer } from './actions/sendTransfer'
import { signMessage } from './actions/signMessage'
import { type SignPsbtParameters, signPsbt } from './actions/signPsbt'
import { switchNetwork } from './actions/switchNetwork'
import { watchBlocks } from './actions/watchBlocks'
import type { CreateBitcoinAdapterParameters } from './CreateBitcoinAdapterParameters'
import { watchConnectors } from './events/watchConnectors'
import { createBitcoinState } from './internal/bitcoinState'

/**
 * The Bitcoin adapter, plus PSBT signing.
 * @example
 * const { psbt } = await adapter.signPsbt({ psbt, signInputs: { [address]: [0] } })
 */
export type BitcoinAdapter = ChainAdapter & {
  /**
   * Has the connected wallet sign a PSBT (base64): `signInputs` maps each address to the input
   * indexes it signs. With `broadcast`, the finalized transaction is sent and its txid returned.
   */
  signPsbt(parameters: SignPsbtParameters): Promise<{ psbt: string; txid?: string }>
}

/**
 * A `ChainAdapter` for Bitcoin wallets that implement the Bitcoin wallet-standard features
 * (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * `bitcoin:signAndSendTransaction`): discovery through the wallet-standard registry, payment and
 * ordinals accounts (payment active by default), BIP-322 message signatures (base64), PSBT
 * signing, and transfers built as PSBTs from the payment address's UTXOs. Balances, UTXOs, fee
 * rates and broadcasts go to an Esplora-compatible API — by default the client's gateway, with
 * its project id (both from the adapter context).
 *
 * @example
 * const adapter = createBitcoinAdapter({ networks: [KNOWN_CHAINS.bitcoin] })
 * const portico = createPortico({ networks: [KNOWN_CHAINS.bitcoin], adapters: [adapter], apiUrl, projectId })
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters): BitcoinAdapter {
  const state = createBitcoinState(parameters)
  return {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    setup: (context) => watchConnectors(state, context),
    teardown() {
      for (const stop of state.stops.splice(0)) stop()
      // Not a disconnect: the stored connection stays for the next page load.
      state.session?.unsubscribe()
      state.session = undefined
    },
    getConnectors: () => state.connectors,
    connect: (p) => connectWallet(state, p),
    reconnect: (p) => reconnectWallet(state, p),
    disconnect: (p) => disconnectWallet(state, p),
    getBalance: (p) => getBalance(state, p),
    watchBlocks: (p) => watchBlocks(state, p),
    switchNetwork: (p) => switchNetwork(state, p),
    signMessage: (p) => signMessage(state, p),
    sendTransaction: (tx) => sendTransfer(state, tx),
    estimateFee: (tx) => estimateTransferFee(state, tx),
    signPsbt: (p) => signPsbt(state, p),
    getWalletProvider: (p) => getWalletProvider(state, p),
    request: (p) => requestWallet(state, p),
  }
}
