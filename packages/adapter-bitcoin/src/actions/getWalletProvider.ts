import type { Wallet } from '@wallet-standard/base'
import type { BitcoinState } from '../internal/bitcoinState'

/**
 * The connected wallet-standard wallet, when `connectorId` is absent or names it.
 * @example
 * const wallet = getWalletProvider(state, { connectorId: 'Xverse' })
 */
export function getWalletProvider(
  state: Pick<BitcoinState, 'session'>,
  parameters: { connectorId?: string | undefined },
): Wallet | undefined {
  const { connectorId } = parameters
  const wallet = state.session?.wallet
  return connectorId === undefined || connectorId === wallet?.name ? wallet : undefined
}
