import type { BitcoinNetworkParams, CaipNetwork } from '@portico/common'
import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from '../../bitcoin/createBitcoinTestWallet'
import { createWalletRegistry, type WalletRegistry } from '../../bitcoin/createWalletRegistry'
import type { RegtestKey } from '../../bitcoin/regtestKeys'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { ContractAccountChange, ContractConnector } from '../contractAdapter'
import type {
  BitcoinContractAdapter,
  BitcoinContractAdapterOptions,
  BitcoinContractEsplora,
} from './bitcoinContractTypes'

/**
 * One simulated page of the Bitcoin contract: a wallet registry with the test wallet registered
 * (unless `register` is false), and an adapter set up on it with a recording context.
 * @example
 * const { adapter, wallet, context } = openBitcoinContractPage(setup)
 */
export type BitcoinContractPage = {
  adapter: BitcoinContractAdapter
  wallet: BitcoinTestWallet
  wallets: WalletRegistry
  storage: ReturnType<typeof createMemoryStorage>
  context: {
    connectors: (readonly ContractConnector[])[]
    accounts: ContractAccountChange[]
    chains: { chainId: number | string; connectorId?: string }[]
    disconnects: { connectorId?: string }[]
  }
}

/**
 * Opens a page; pass the `storage` and `wallet` of an earlier page to simulate a reload.
 * @example
 * const reloaded = openBitcoinContractPage({ ...setup, storage: first.storage, wallet: first.wallet })
 */
export function openBitcoinContractPage(parameters: {
  createAdapter: (options: BitcoinContractAdapterOptions) => BitcoinContractAdapter
  networks: readonly CaipNetwork[]
  params: BitcoinNetworkParams
  key: RegtestKey
  esplora: (caipNetworkId: string) => BitcoinContractEsplora | undefined
  storage?: ReturnType<typeof createMemoryStorage> | undefined
  wallet?: BitcoinTestWallet | undefined
  register?: boolean | undefined
  reconnectTimeoutMs?: number | undefined
  preferredAccountType?: 'payment' | 'ordinal' | undefined
}): BitcoinContractPage {
  const { networks, params, esplora } = parameters
  const endpoint = esplora(params.caipNetworkId)
  const wallet =
    parameters.wallet ??
    createBitcoinTestWallet({
      key: parameters.key,
      params,
      broadcast: async (hex) => {
        if (!endpoint) throw new Error('no Esplora API for the regtest chain')
        const query = new URLSearchParams(endpoint.query ?? {}).toString()
        const response = await fetch(`${endpoint.baseUrl}/tx?${query}`, {
          method: 'POST',
          body: hex,
        })
        if (!response.ok) throw new Error(await response.text())
        return response.text()
      },
    })
  const wallets = createWalletRegistry()
  if (parameters.register !== false) wallets.register(wallet)
  const storage = parameters.storage ?? createMemoryStorage()
  const adapter = parameters.createAdapter({
    networks,
    params: [params],
    wallets,
    storage,
    esplora,
    reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? 1_000,
    blockPollingIntervalMs: 50,
    ...(parameters.preferredAccountType
      ? { preferredAccountType: parameters.preferredAccountType }
      : {}),
  })
  const context: BitcoinContractPage['context'] = {
    connectors: [],
    accounts: [],
    chains: [],
    disconnects: [],
  }
  adapter.setup({
    namespace: 'bip122',
    networks,
    projectId: undefined,
    apiUrl: 'http://127.0.0.1:8787',
    metadata: undefined,
    getActiveNetwork: () => networks[0],
    onConnectorsChanged: (list) => context.connectors.push(list),
    onAccountChanged: (change) => context.accounts.push(change),
    onChainChanged: (change) => context.chains.push(change),
    onDisconnected: (change) => context.disconnects.push(change),
    onWalletConnectUri: () => {},
  })
  return { adapter, wallet, wallets, storage, context }
}
