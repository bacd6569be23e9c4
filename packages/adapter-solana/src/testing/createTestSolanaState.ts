import { KNOWN_CHAINS } from '@portico/common'
import { createMemoryStorage, createRecordingContext } from '@portico/test/adapterContract'
import { createWalletRegistry } from '@portico/test/bitcoin/createWalletRegistry'
import { createSolanaTestWallet } from '@portico/test/solana/createSolanaTestWallet'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import type { CreateSolanaAdapterParameters } from '../CreateSolanaAdapterParameters'
import { watchConnectors } from '../events/watchConnectors'
import { createSolanaState } from '../internal/solanaState'

/** The networks of the test state: devnet first (the default), then mainnet. */
export const testNetworks = [KNOWN_CHAINS.solanaDevnet, KNOWN_CHAINS.solana] as const

/**
 * A set-up adapter state on a page with one registered Solana test wallet (not connected yet),
 * a recording context and memory storage. Nothing here reaches a cluster.
 * @example
 * const { state, wallet, signer, context } = await createTestSolanaState()
 */
export async function createTestSolanaState(options: Partial<CreateSolanaAdapterParameters> = {}) {
  const signer = await solanaTestSigner(0)
  const wallet = createSolanaTestWallet({
    signers: [signer],
    chains: { 'solana:devnet': 'http://127.0.0.1:9' },
  })
  // A generic wallet-standard registry (get, on, register), one per test page.
  const registry = createWalletRegistry()
  registry.register(wallet)
  const storage = createMemoryStorage()
  const state = createSolanaState({
    networks: testNetworks,
    wallets: registry,
    storage,
    reconnectTimeoutMs: 0,
    ...options,
  })
  const context = createRecordingContext(testNetworks, 'solana')
  watchConnectors(state, context)
  return { state, wallet, signer, registry, context, storage }
}
