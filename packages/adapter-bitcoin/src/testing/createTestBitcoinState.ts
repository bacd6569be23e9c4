import { type CaipNetwork, litecoinRegtestParams } from '@portico/common'
import { createMemoryStorage, createRecordingContext } from '@portico/test/adapterContract'
import { createBitcoinTestWallet } from '@portico/test/bitcoin/createBitcoinTestWallet'
import { createWalletRegistry } from '@portico/test/bitcoin/createWalletRegistry'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import type { CreateBitcoinAdapterParameters } from '../CreateBitcoinAdapterParameters'
import { watchConnectors } from '../events/watchConnectors'
import { createBitcoinState } from '../internal/bitcoinState'

/** The regtest chain of the test wallet, as an app lists it. */
export const regtest: CaipNetwork = {
  id: litecoinRegtestParams.caipNetworkId.slice(7),
  chainNamespace: 'bip122',
  caipNetworkId: litecoinRegtestParams.caipNetworkId,
  name: litecoinRegtestParams.name,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}

/**
 * A set-up adapter state on a page with one registered test wallet (not connected yet), a
 * recording context and memory storage; no Esplora API unless given.
 * @example
 * const { state, wallet, context } = createTestBitcoinState()
 */
export function createTestBitcoinState(options: Partial<CreateBitcoinAdapterParameters> = {}) {
  const [key] = regtestKeys(1)
  if (!key) throw new Error('no regtest key')
  const wallet = createBitcoinTestWallet({
    key,
    params: litecoinRegtestParams,
    broadcast: async () => 'f'.repeat(64),
  })
  const registry = createWalletRegistry()
  registry.register(wallet)
  const storage = createMemoryStorage()
  const state = createBitcoinState({
    networks: [regtest],
    params: [litecoinRegtestParams],
    wallets: registry,
    esplora: () => undefined,
    storage,
    satsConnect: false,
    ...options,
  })
  // The recording context serves any namespace; this one is Bitcoin's.
  const context = { ...createRecordingContext([regtest]), namespace: 'bip122' as const }
  watchConnectors(state, context)
  return { state, wallet, key, registry, context, storage }
}
