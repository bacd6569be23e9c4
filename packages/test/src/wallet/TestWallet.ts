import type { Address, Hex } from 'viem'
import type {
  ApprovalRequest,
  Approver,
  WalletChain,
  WalletEvent,
  WalletLogEntry,
  WalletRequest,
} from './walletTypes'

/**
 * Options of `createTestWallet`.
 * @example
 * const options: TestWalletOptions = { chains: [{ chainId: 31337, rpcUrl }], authorized: true }
 */
export type TestWalletOptions = {
  /** Chains the wallet knows; the first is the starting chain unless `chainId` says otherwise. */
  chains: readonly WalletChain[]
  chainId?: number
  /** Signing key; anvil's account 0 by default. */
  privateKey?: Hex
  /** Start already connected to the site (as after an earlier visit). */
  authorized?: boolean
  /** Decides requests that need the user; approves everything by default. */
  approve?: Approver
}

/**
 * A request held by {@link TestWallet.holdNext} until the test decides it.
 * @example
 * const held: HeldApproval = wallet.holdNext('personal_sign')
 * await held.request
 * held.approve()
 */
export type HeldApproval = {
  /** Resolves when the held request arrives. */
  request: Promise<ApprovalRequest>
  approve: () => void
  reject: () => void
}

/**
 * The wallet behind the injected and in-page test providers.
 * @example
 * const wallet: TestWallet = createTestWallet({ chains })
 */
export type TestWallet = {
  /** Serves one EIP-1193 request; throws {@link WalletRpcError}. */
  request: (request: WalletRequest) => Promise<unknown>
  /** Listens to the events the page should see; returns the unsubscribe function. */
  subscribe: (listener: (event: WalletEvent) => void) => () => void
  readonly address: Address
  readonly chainId: number
  readonly authorized: boolean
  readonly chains: readonly WalletChain[]
  /** Every request served so far, in order. */
  readonly log: readonly WalletLogEntry[]
  /** The next request that needs the user (optionally: with this method) fails with 4001. */
  rejectNext: (method?: string) => void
  /** The next request that needs the user waits until the test approves or rejects it. */
  holdNext: (method?: string) => HeldApproval
  /** As if the user picked another network in the wallet: emits `chainChanged`. */
  switchChain: (chainId: number) => void
  /** As if the user picked another account: emits `accountsChanged` when connected. */
  setAccount: (privateKey: Hex) => void
  /** As if the user disconnected the site in the wallet: `accountsChanged([])`, `disconnect`. */
  disconnect: () => void
  addChain: (chain: WalletChain) => void
}
