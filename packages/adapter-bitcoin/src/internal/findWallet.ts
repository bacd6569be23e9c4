import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinState } from './bitcoinState'

/**
 * The page's wallet behind `connectorId` (its name), or the connected wallet when no id is
 * given; none is AdapterOrConnectorNotFoundError.
 * @example
 * const wallet = findWallet(state, 'Xverse')
 */
export function findWallet(
  state: Pick<BitcoinState, 'directory' | 'session'>,
  connectorId: string | undefined,
): Wallet {
  const wallet = (state.directory?.get() ?? []).find((candidate) =>
    connectorId === undefined
      ? candidate === state.session?.wallet
      : candidate.name === connectorId,
  )
  if (!wallet) throw new AdapterOrConnectorNotFoundError()
  return wallet
}
