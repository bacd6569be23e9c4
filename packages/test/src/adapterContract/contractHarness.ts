import type { CaipNetwork } from '@portico/common'
import type { LocalAccount } from 'viem'
import type { Anvil } from '../devnet/startAnvil'
import type { createMemoryStorage } from '../storage/createMemoryStorage'
import type { TestWalletChain, TestWalletProvider } from '../wallet/createTestWalletProvider'
import type { ContractAdapter } from './contractAdapter'
import type { ContractAdapterOptions, ContractPage } from './openContractPage'

/**
 * What each group of the contract suite gets: the file's two devnets (started once), the
 * deployed test tokens, and page helpers whose adapters are torn down after each test.
 * @example
 * const { adapter } = await harness.connected()
 */
export type ContractHarness = {
  readonly account: LocalAccount
  devnets(): readonly [Anvil, Anvil]
  networks(): readonly [CaipNetwork, CaipNetwork]
  /** The standard ERC-20 and the USDT-style token, deployed on the first devnet. */
  tokens(): { token: `0x${string}`; usdt: `0x${string}` }
  /** A page with the test wallet; it knows both devnets unless `walletChains` says otherwise. */
  openPage(options?: {
    storage?: ReturnType<typeof createMemoryStorage>
    provider?: TestWalletProvider
    walletChains?: readonly TestWalletChain[]
    announce?: boolean
    reconnectTimeoutMs?: number
  }): Promise<ContractPage>
  /** A page whose adapter connected the test wallet on the first devnet. */
  connected(options?: { walletChains?: readonly TestWalletChain[] }): Promise<ContractPage>
  /** The adapter factory under test. */
  createAdapter(options: ContractAdapterOptions): ContractAdapter
}
