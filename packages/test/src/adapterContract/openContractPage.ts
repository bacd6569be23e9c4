import type { CaipNetwork } from '@portico/common'
import type { LocalAccount } from 'viem'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { announceWallet } from '../wallet/announceWallet'
import {
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletProvider,
} from '../wallet/createTestWalletProvider'
import type { ContractAdapter } from './contractAdapter'
import { createRecordingContext, type RecordingContext } from './createRecordingContext'

/**
 * What an adapter factory of the contract suite receives: the app's networks, the page where
 * wallets announce themselves, and the page's storage (shared across a reload).
 * @example
 * const create = (o: ContractAdapterOptions) => createEthersAdapter({ networks: o.networks, discoveryTarget: o.discoveryTarget, storage: o.storage })
 */
export type ContractAdapterOptions = {
  networks: readonly CaipNetwork[]
  discoveryTarget: EventTarget
  storage: ReturnType<typeof createMemoryStorage>
  /** How long `reconnect` may wait for a stored wallet to announce itself. */
  reconnectTimeoutMs: number
  /** Receives the problems the adapter recovers from (a malformed announcement). */
  logger: { warn(message: string, ...details: unknown[]): void }
}

/**
 * One simulated page: the test wallet installed on it and an adapter set up on it.
 * @example
 * const { adapter, context, provider } = await openContractPage({ ... })
 */
export type ContractPage = {
  adapter: ContractAdapter
  context: RecordingContext
  provider: TestWalletProvider
  storage: ReturnType<typeof createMemoryStorage>
  page: EventTarget
  /** What the adapter passed to its logger's `warn`. */
  warnings: string[]
}

/**
 * Opens a page with the test wallet announced (unless `announce` is false) and an adapter set
 * up on it; pass the `storage` and `provider` of an earlier page to simulate a reload.
 * @example
 * const reloaded = await openContractPage({ ...base, storage: first.storage, provider: first.provider })
 */
export async function openContractPage(parameters: {
  createAdapter: (options: ContractAdapterOptions) => ContractAdapter
  networks: readonly CaipNetwork[]
  account: LocalAccount
  walletChains: readonly TestWalletChain[]
  storage?: ReturnType<typeof createMemoryStorage> | undefined
  provider?: TestWalletProvider | undefined
  announce?: boolean | undefined
  reconnectTimeoutMs?: number | undefined
}): Promise<ContractPage> {
  const { networks, account, walletChains } = parameters
  const provider =
    parameters.provider ?? createTestWalletProvider({ account, chains: walletChains })
  const page = new EventTarget()
  if (parameters.announce !== false) announceWallet(page, provider)
  const storage = parameters.storage ?? createMemoryStorage()
  const warnings: string[] = []
  const adapter = parameters.createAdapter({
    networks,
    discoveryTarget: page,
    storage,
    reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? 1_000,
    logger: { warn: (message) => warnings.push(message) },
  })
  const context = createRecordingContext(networks)
  await adapter.setup(context)
  return { adapter, context, provider, storage, page, warnings }
}
