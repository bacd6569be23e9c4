import type { BitcoinNetworkParams, CaipNetwork } from '@portico/common'
import type { RegtestKey } from '../../bitcoin/regtestKeys'
import type { Regtest } from '../../bitcoin/startRegtest'
import type { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { BitcoinContractPage } from './bitcoinContractPage'
import type { BitcoinContractEsplora } from './bitcoinContractTypes'

/**
 * What each group of the Bitcoin contract gets: the regtest node and its Esplora API (started
 * once per file), the wallet's funded key, and pages whose adapters are torn down after each test.
 * @example
 * const { adapter, wallet } = await harness.connected()
 */
export type BitcoinContractHarness = {
  node(): Regtest
  params: BitcoinNetworkParams
  /** The regtest chain, and Bitcoin testnet (which the test wallet does not serve). */
  networks(): readonly [CaipNetwork, CaipNetwork]
  esplora(caipNetworkId: string): BitcoinContractEsplora | undefined
  /** The test wallet's key: 10 coins on its payment address, in one confirmed output. */
  walletKey: RegtestKey
  /** A key nothing is sent to except by the tests that say so. */
  recipient: RegtestKey
  openPage(options?: {
    storage?: ReturnType<typeof createMemoryStorage>
    wallet?: BitcoinContractPage['wallet']
    register?: boolean
    reconnectTimeoutMs?: number
    preferredAccountType?: 'payment' | 'ordinal'
  }): BitcoinContractPage
  /** A page whose adapter connected the test wallet on the regtest chain. */
  connected(): Promise<BitcoinContractPage>
}
