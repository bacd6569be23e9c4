import { walletChainId } from '../walletChainId'
import type { BitcoinSession, BitcoinState } from './bitcoinState'
import { esploraOf } from './esploraOf'

/**
 * What signWithWallet needs of a session: its wallet, accounts, the wallet's chain id of the
 * session's network, and a broadcast through that network's Esplora API.
 * @example
 * await signWithWallet({ ...signingOf(state, session), psbt, signInputs, send: true })
 */
export function signingOf(
  state: Pick<BitcoinState, 'parameters' | 'context'>,
  session: BitcoinSession,
) {
  return {
    wallet: session.wallet,
    accounts: session.accounts,
    chain: walletChainId(session.caipNetwork.caipNetworkId),
    broadcast: (hex: string) => esploraOf(state, session.caipNetwork).broadcast(hex),
  }
}
