import type { CaipNetwork } from '@portico/common'
import type { KeyPairSigner } from '@solana/kit'
import type { SolanaTestWallet } from '../../solana/createSolanaTestWallet'
import type { TestSolanaChain } from '../../solana/startSolanaRpc'
import type { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { ContractAdapter } from '../contractAdapter'
import type { RecordingContext } from '../createRecordingContext'

/**
 * What a Solana adapter factory of the contract suite receives.
 * @example
 * const create = (o: SolanaContractAdapterOptions) => createSolanaAdapter(o)
 */
export type SolanaContractAdapterOptions = {
  networks: readonly CaipNetwork[]
  storage: ReturnType<typeof createMemoryStorage>
  /** How long `reconnect` may wait for a stored wallet to register itself. */
  reconnectTimeoutMs: number
}

/**
 * One simulated page: the test wallet registered with `@wallet-standard/app` (unless told
 * otherwise) and an adapter set up on it.
 * @example
 * const { adapter, context, wallet } = harness.openPage()
 */
export type SolanaContractPage = {
  adapter: ContractAdapter
  context: RecordingContext
  wallet: SolanaTestWallet
  storage: ReturnType<typeof createMemoryStorage>
  /** Registers the page's wallet (again); undone after the test. */
  register(wallet?: SolanaTestWallet): void
  /** Unregisters the page's wallet: it is no longer installed. */
  unregister(): void
}

/**
 * What each group of the Solana contract suite gets: two local chains (two networks), signers
 * of the seeded test accounts, and pages torn down after each test.
 * @example
 * const { adapter } = await harness.connected({ signer: 2 })
 */
export type SolanaContractHarness = {
  chains(): readonly [TestSolanaChain, TestSolanaChain]
  networks(): readonly [CaipNetwork, CaipNetwork]
  signer(index: number): Promise<KeyPairSigner>
  openPage(options?: {
    signer?: number
    storage?: ReturnType<typeof createMemoryStorage>
    wallet?: SolanaTestWallet
    register?: boolean
    reconnectTimeoutMs?: number
  }): Promise<SolanaContractPage>
  /** A page whose adapter connected the test wallet (seeded account `signer`) on the first network. */
  connected(options?: { signer?: number }): Promise<SolanaContractPage>
}
