import { type CaipNetwork, KNOWN_CHAINS } from '@portico/common'
import { afterAll, afterEach, beforeAll, describe } from 'vitest'
import { fundFromMiner } from '../../bitcoin/fundFromMiner'
import { regtestKeys } from '../../bitcoin/regtestKeys'
import { type Regtest, startRegtest } from '../../bitcoin/startRegtest'
import type { BitcoinContractHarness } from './BitcoinContractHarness'
import { bitcoinContractActions } from './bitcoinContractActions'
import { bitcoinContractConnection } from './bitcoinContractConnection'
import { type BitcoinContractPage, openBitcoinContractPage } from './bitcoinContractPage'
import type {
  BitcoinContractAdapter,
  BitcoinContractAdapterOptions,
  BitcoinContractEsplora,
} from './bitcoinContractTypes'

/**
 * Options of {@link describeBitcoinAdapterContract}.
 * @example
 * const options: DescribeBitcoinAdapterContractParameters = { name: 'bitcoin', createAdapter, startEsplora }
 */
export type DescribeBitcoinAdapterContractParameters = {
  name: string
  createAdapter: (options: BitcoinContractAdapterOptions) => BitcoinContractAdapter
  /** Serves an Esplora-compatible API for the regtest node (the gateway's, in the adapter's test). */
  startEsplora: (node: Regtest) => Promise<{
    esplora: (caipNetworkId: string) => BitcoinContractEsplora | undefined
    stop: () => Promise<void>
  }>
}

/**
 * Registers the adapter contract's tests for a Bitcoin (`bip122`) `ChainAdapter`: discovery
 * through the wallet-standard registry, connect with payment and ordinals accounts, disconnect,
 * reconnect on reload, account events, network switching with the 4902 mapping, balances,
 * BIP-322 signing, a transfer that confirms, PSBT signing and errors in `@portico/common` shapes.
 * Runs against a regtest node (litecoind) started once for the calling file, behind the Esplora
 * API that `startEsplora` serves, with the wallet-standard Bitcoin test wallet.
 * @example
 * describeBitcoinAdapterContract({ name: 'bitcoin', createAdapter: (o) => createBitcoinAdapter(o), startEsplora })
 */
export function describeBitcoinAdapterContract(
  parameters: DescribeBitcoinAdapterContractParameters,
): void {
  const [miner, walletKey, recipient] = regtestKeys(3)
  if (!miner || !walletKey || !recipient) throw new Error('no regtest keys')
  let node: Regtest | undefined
  let backend: Awaited<ReturnType<DescribeBitcoinAdapterContractParameters['startEsplora']>>
  const opened: BitcoinContractPage[] = []
  const started = () => {
    if (!node) throw new Error('The regtest node starts in beforeAll.')
    return node
  }
  const esplora = (caipNetworkId: string) => backend?.esplora(caipNetworkId)
  const networks = (): readonly [CaipNetwork, CaipNetwork] => {
    const params = started().params
    const regtest: CaipNetwork = {
      id: params.caipNetworkId.slice('bip122:'.length),
      chainNamespace: 'bip122',
      caipNetworkId: params.caipNetworkId,
      name: params.name,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [esplora(params.caipNetworkId)?.baseUrl ?? ''] } },
      testnet: true,
    }
    return [regtest, KNOWN_CHAINS.bitcoinTestnet]
  }
  const harness: BitcoinContractHarness = {
    node: started,
    get params() {
      return started().params
    },
    networks,
    esplora,
    walletKey,
    recipient,
    openPage: (options = {}) => {
      const page = openBitcoinContractPage({
        createAdapter: parameters.createAdapter,
        networks: networks(),
        params: started().params,
        key: walletKey,
        esplora,
        ...options,
      })
      opened.push(page)
      return page
    },
    connected: async () => {
      const page = harness.openPage()
      await page.adapter.connect({ connectorId: page.adapter.getConnectors()[0]?.id ?? '' })
      return page
    },
  }

  describe(`adapter contract (bip122): ${parameters.name}`, () => {
    beforeAll(async () => {
      node = await startRegtest({ fundAddress: miner.payment })
      backend = await parameters.startEsplora(node)
      await fundFromMiner(node, { miner, to: walletKey.payment, amount: 1_000_000_000n })
    }, 90_000)
    afterEach(async () => {
      for (const page of opened.splice(0)) await page.adapter.teardown?.()
    })
    afterAll(async () => {
      await backend?.stop()
      await node?.stop()
    })

    bitcoinContractConnection(harness)
    bitcoinContractActions(harness)
  })
}
