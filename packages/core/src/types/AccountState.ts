import type {
  AccountType,
  CaipAddress,
  ChainNamespace,
  PreferredAccountTypes,
  SocialProvider,
  TokenBalance,
} from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { ConnectorAccount } from './Connector'

/**
 * A tab of the Account view (spec §2).
 * @example
 * const tab: AccountTab = 'activity'
 */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/**
 * The signed-in embedded wallet user (spec §3).
 * TODO: move to @portico/common once it exports the embedded-wallet user type.
 * @example
 * const u: EmbeddedWalletUser = { email: 'a@b.c', address: '0x…', chainId: 1, accounts: [] }
 */
export type EmbeddedWalletUser = {
  email?: string | null
  address: string
  chainId: number | string
  accounts: readonly { address: string; type: AccountType }[]
  userName?: string | null
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  /** Default 'email'. */
  authProvider?: 'email' | SocialProvider
  /**
   * Whether the visitor protected the wallet's recovery with their own password (self-custody);
   * false while the operator could still rebuild the key; absent from frames that predate it.
   */
  recoveryProtected?: boolean
}

/**
 * The wallet behind a connection, for display.
 * @example
 * const w: ConnectedWalletInfo = { name: 'Test Wallet', icon: 'data:…' }
 */
export type ConnectedWalletInfo = { name: string; icon?: string; type?: string }

/**
 * Account facts of one namespace (spec §3 Account state). The connection status of the
 * namespace lives in `stores.connection` (`status[namespace]`), not here.
 * @example
 * const { address, balance } = portico.stores.account.getState().accounts.eip155 ?? {}
 */
export type ChainAccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance, decimal string in whole units. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The last attempt to read `balance` failed (wallet RPC and gateway alike): show a dash. */
  balanceUnavailable: boolean
  /**
   * The gateway does not index the active network: its tokens and history are unknown, which
   * the Account view says instead of claiming there are none.
   */
  notIndexed: boolean
  profileName: string | undefined
  profileImage: string | undefined
  user: EmbeddedWalletUser | undefined
  addressExplorerUrl: string | undefined
  smartAccountDeployed: boolean
  currentTab: AccountTab
  tokenBalance: readonly TokenBalance[]
  allAccounts: readonly ConnectorAccount[]
  /** Address → label, for accounts the wallet named. */
  addressLabels: Readonly<Record<string, string>>
  preferredAccountTypes: PreferredAccountTypes
  socialProvider: SocialProvider | undefined
  farcasterUrl: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
}

/**
 * Account state of every namespace.
 * @example
 * portico.stores.account.getState().setAccount('eip155', { currentTab: 'nfts' })
 */
export type AccountState = {
  accounts: Partial<Record<ChainNamespace, ChainAccountState>>
  /** Merge `patch` into the namespace's account (created empty if missing). */
  setAccount(namespace: ChainNamespace, patch: Partial<ChainAccountState>): void
  /** Back to the empty account (keeps `preferredAccountTypes`). */
  resetAccount(namespace: ChainNamespace): void
}

/**
 * The account store.
 * @example
 * portico.stores.account.subscribe((s) => console.log(s.accounts.eip155?.address))
 */
export type AccountStore = StoreApi<AccountState>
