import type { CaipNetwork } from '@portico/common'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe } from 'vitest'
import { createSolanaTestWallet } from '../../solana/createSolanaTestWallet'
import { solanaTestSigner } from '../../solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '../../solana/startSolanaRpc'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { ContractAdapter } from '../contractAdapter'
import { createRecordingContext } from '../createRecordingContext'
import type {
  SolanaContractAdapterOptions,
  SolanaContractHarness,
  SolanaContractPage,
} from './SolanaContractHarness'
import { solanaContractActions } from './solanaContractActions'
import { solanaContractConnection } from './solanaContractConnection'
import { solanaNetwork } from './solanaNetwork'

/**
 * Options of {@link describeSolanaAdapterContract}.
 * @example
 * const options: DescribeSolanaAdapterContractParameters = { name: 'solana', createAdapter }
 */
export type DescribeSolanaAdapterContractParameters = {
  name: string
  createAdapter: (options: SolanaContractAdapterOptions) => ContractAdapter
}

/**
 * Registers the tests every Solana `ChainAdapter` must pass — the Solana side of the adapter
 * contract: wallet-standard discovery, connect, disconnect, reconnect on reload, account
 * changes, balance, switching between Solana networks, message signing, SOL and SPL sends and
 * the solana_* RPC methods, errors in `@portico/common` shapes. Runs against two local Solana
 * chains (litesvm; two clusters, so two networks) started once for the calling file, with the
 * wallet-standard test wallet signing for real.
 *
 * @example
 * describeSolanaAdapterContract({ name: 'solana', createAdapter: (o) => createSolanaAdapter(o) })
 */
export function describeSolanaAdapterContract(
  parameters: DescribeSolanaAdapterContractParameters,
): void {
  let chains: [TestSolanaChain, TestSolanaChain] | undefined
  const cleanups: (() => void | Promise<void>)[] = []
  const started = () => {
    if (!chains) throw new Error('The Solana chains start in beforeAll.')
    return chains
  }
  const networks = (): readonly [CaipNetwork, CaipNetwork] => {
    const [a, b] = started()
    return [
      solanaNetwork(a.genesisHash, a.url, 'Local Solana A'),
      solanaNetwork(b.genesisHash, b.url, 'Local Solana B'),
    ]
  }

  const harness: SolanaContractHarness = {
    chains: started,
    networks,
    signer: solanaTestSigner,
    async openPage(options = {}) {
      const [a] = started()
      const wallet =
        options.wallet ??
        createSolanaTestWallet({
          signers: [await solanaTestSigner(options.signer ?? 0)],
          chains: { 'solana:localnet': a.url },
        })
      const storage = options.storage ?? createMemoryStorage()
      const adapter = parameters.createAdapter({
        networks: networks(),
        storage,
        reconnectTimeoutMs: options.reconnectTimeoutMs ?? 1_000,
      })
      const context = createRecordingContext(networks(), 'solana')
      let unregister = () => {}
      const page: SolanaContractPage = {
        adapter,
        context,
        wallet,
        storage,
        register: (next = wallet) => {
          const undo = getWallets().register(next)
          cleanups.push(undo)
          if (next === wallet) unregister = undo
        },
        unregister: () => unregister(),
      }
      if (options.register !== false) page.register()
      await adapter.setup(context)
      cleanups.push(() => adapter.teardown?.())
      return page
    },
    async connected(options = {}) {
      const page = await harness.openPage(options)
      await page.adapter.connect({ connectorId: page.wallet.name })
      return page
    },
  }

  describe(`adapter contract (solana): ${parameters.name}`, () => {
    beforeAll(async () => {
      chains = await Promise.all([startSolanaRpc(), startSolanaRpc({ cluster: 'portico-second' })])
    }, 60_000)
    afterEach(async () => {
      // Pages first (their adapters), then the wallets they registered.
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    })
    afterAll(async () => {
      await Promise.all((chains ?? []).map((chain) => chain.close()))
    })

    solanaContractConnection(harness)
    solanaContractActions(harness)
  })
}
