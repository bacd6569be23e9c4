import {
  type ChainNamespace,
  PREFERRED_ACCOUNT_TYPES,
  type PreferredAccountTypes,
} from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { AccountState, AccountStore, ChainAccountState } from '../types/AccountState'

/**
 * The account of a namespace before any connection.
 * @example
 * emptyAccount().address // undefined
 */
export function emptyAccount(
  preferredAccountTypes: PreferredAccountTypes = PREFERRED_ACCOUNT_TYPES,
): ChainAccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceUnavailable: false,
    notIndexed: false,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    currentTab: 'tokens',
    tokenBalance: [],
    allAccounts: [],
    addressLabels: {},
    preferredAccountTypes,
    socialProvider: undefined,
    farcasterUrl: undefined,
    connectedWalletInfo: undefined,
  }
}

/**
 * Account state per namespace (spec §3).
 * @example
 * const account = createAccountStore()
 * account.getState().setAccount('eip155', { address: '0xf39F…2266' })
 */
export function createAccountStore(): AccountStore {
  return createStore<AccountState>()((set, get) => {
    const current = (ns: ChainNamespace) => get().accounts[ns] ?? emptyAccount()
    return {
      accounts: {},
      setAccount(namespace, patch) {
        set({ accounts: { ...get().accounts, [namespace]: { ...current(namespace), ...patch } } })
      },
      resetAccount(namespace) {
        const { preferredAccountTypes } = current(namespace)
        set({ accounts: { ...get().accounts, [namespace]: emptyAccount(preferredAccountTypes) } })
      },
    }
  })
}
