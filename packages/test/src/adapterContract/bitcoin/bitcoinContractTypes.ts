import type { BitcoinNetworkParams, CaipNetwork } from '@portico/common'
import type { WalletRegistry } from '../../bitcoin/createWalletRegistry'
import type { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { ContractAdapter, ContractContext } from '../contractAdapter'

/**
 * Where a Bitcoin network's Esplora-compatible API answers (the gateway's for the regtest chain).
 * @example
 * const endpoint: BitcoinContractEsplora = { baseUrl: `${gateway}/v1/esplora/5308…`, query: { projectId } }
 */
export type BitcoinContractEsplora = { baseUrl: string; query?: Record<string, string> }

/**
 * What the Bitcoin adapter factory of the contract suite receives for one page.
 * @example
 * const create = (o: BitcoinContractAdapterOptions) => createBitcoinAdapter(o)
 */
export type BitcoinContractAdapterOptions = {
  networks: readonly CaipNetwork[]
  /** Parameters of the regtest chain (Bitcoin mainnet and testnet are the adapter's own). */
  params: readonly BitcoinNetworkParams[]
  wallets: WalletRegistry
  storage: ReturnType<typeof createMemoryStorage>
  esplora: (caipNetworkId: string) => BitcoinContractEsplora | undefined
  reconnectTimeoutMs: number
  preferredAccountType?: 'payment' | 'ordinal'
  /** How often the adapter looks for new blocks (the suite mines them). */
  blockPollingIntervalMs: number
}

/**
 * The adapter as the Bitcoin groups call it: the EVM contract's members, set up with a `bip122`
 * context.
 * @example
 * const adapter: BitcoinContractAdapter = createBitcoinAdapter(options)
 */
export type BitcoinContractAdapter = Omit<ContractAdapter, 'setup'> & {
  setup(context: Omit<ContractContext, 'namespace'> & { readonly namespace: 'bip122' }): unknown
  watchBlocks?(params: { caipNetwork: CaipNetwork; onBlock: () => void }): () => void
}
