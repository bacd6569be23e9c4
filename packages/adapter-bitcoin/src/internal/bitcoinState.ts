import {
  type BitcoinNetworkParams,
  bitcoinMainnetParams,
  bitcoinTestnetParams,
  type CaipNetwork,
} from '@portico/common'
import type { AdapterContext, Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import type { CreateBitcoinAdapterParameters } from '../CreateBitcoinAdapterParameters'
import type { WalletDirectory } from '../createWalletDirectory'
import type { toConnectorAccounts } from '../toConnectorAccounts'

/**
 * A connected wallet's account as the adapter keeps it: Portico's account plus the wallet's own.
 * @example
 * const [active]: BitcoinAccount[] = toConnectorAccounts(wallet.accounts, params, 'payment')
 */
export type BitcoinAccount = ReturnType<typeof toConnectorAccounts>[number]

/**
 * The connected wallet: its network, its accounts (active first) and how to stop following it.
 * @example
 * const session: BitcoinSession = { wallet, caipNetwork, accounts, unsubscribe: () => {} }
 */
export type BitcoinSession = {
  wallet: Wallet
  caipNetwork: CaipNetwork
  accounts: BitcoinAccount[]
  unsubscribe: () => void
}

/**
 * Everything one Bitcoin adapter holds: its options, the kit's context once set up, the page's
 * wallets and connectors, the session, and what to stop at teardown. Each action takes it.
 * @example
 * const state = createBitcoinState({ networks, esplora })
 */
export type BitcoinState = {
  readonly parameters: CreateBitcoinAdapterParameters
  /** The app's networks of namespace `bip122`. */
  readonly networks: readonly CaipNetwork[]
  /** Mainnet, testnet and the app's own network parameters. */
  readonly params: readonly BitcoinNetworkParams[]
  readonly preferred: 'payment' | 'ordinal'
  context: AdapterContext | undefined
  directory: WalletDirectory | undefined
  connectors: Connector[]
  session: BitcoinSession | undefined
  readonly stops: (() => void)[]
}

/**
 * The state of a new, not yet set up Bitcoin adapter.
 * @example
 * const state = createBitcoinState({ networks: [KNOWN_CHAINS.bitcoin], esplora })
 */
export function createBitcoinState(parameters: CreateBitcoinAdapterParameters): BitcoinState {
  return {
    parameters,
    networks: parameters.networks.filter((network) => network.chainNamespace === 'bip122'),
    params: [bitcoinMainnetParams, bitcoinTestnetParams, ...(parameters.params ?? [])],
    preferred: parameters.preferredAccountType ?? 'payment',
    context: undefined,
    directory: undefined,
    connectors: [],
    session: undefined,
    stops: [],
  }
}

/** Where the connected wallet's id and network are kept for the next page load. */
export const STORAGE_KEY = '@portico/bitcoin/connection'
