import type { AdapterConnection } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { toConnection } from '../wallet/createSolanaSession'
import { type ConnectFeature, solanaAccounts, walletFeature } from '../wallet/solanaWalletFeatures'
import type { SolanaState } from './solanaState'

/**
 * Asks `wallet` for its accounts (`silent`: only those already granted, no prompt) and starts the
 * session on `chainId` with its Solana accounts; undefined when it shares none.
 * @example
 * const connection = await openSession(state, { wallet, chainId, silent: false })
 */
export async function openSession(
  state: Pick<SolanaState, 'session'>,
  parameters: { wallet: Wallet; chainId: string; silent: boolean },
): Promise<AdapterConnection | undefined> {
  const { wallet, chainId, silent } = parameters
  const connect = walletFeature<ConnectFeature>(wallet, 'standard:connect')
  const { accounts } = (await connect?.connect(silent ? { silent: true } : undefined)) ?? {
    accounts: [],
  }
  const usable = solanaAccounts(accounts.length ? accounts : wallet.accounts)
  if (usable.length === 0) return undefined
  return toConnection(
    state.session.start({ connectorId: wallet.name, wallet, accounts: usable, chainId }),
  )
}
