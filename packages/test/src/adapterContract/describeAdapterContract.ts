import type { CaipNetwork } from '@portico/common'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe } from 'vitest'
import { deployTestTokens } from '../devnet/deployTestTokens'
import { type Anvil, startAnvil } from '../devnet/startAnvil'
import { anvilAccounts } from '../devnet/testAccounts'
import { contractActions } from './contractActions'
import type { ContractAdapter } from './contractAdapter'
import { contractConnection } from './contractConnection'
import { contractEvents } from './contractEvents'
import type { ContractHarness } from './contractHarness'
import { contractSwitch } from './contractSwitch'
import { devnetNetwork } from './devnetNetwork'
import {
  type ContractAdapterOptions,
  type ContractPage,
  openContractPage,
} from './openContractPage'

/**
 * Options of {@link describeAdapterContract}.
 * @example
 * const options: DescribeAdapterContractParameters = { name: 'ethers', createAdapter }
 */
export type DescribeAdapterContractParameters = {
  /** Shown in the suite's title. */
  name: string
  /** Makes the adapter under test for one page. */
  createAdapter: (options: ContractAdapterOptions) => ContractAdapter
}

/** 42 ETH: a balance on the second devnet that no default account has. */
const SECOND_DEVNET_BALANCE = '0x246ddf97976680000'

/**
 * Registers the vitest tests every EVM `ChainAdapter` must pass: discovery, connect,
 * disconnect, reconnect on reload, account and chain events, balance, network switching with
 * the 4902 / 5000 / 32603 mapping, signing, native and ERC-20 sends, and errors in
 * `@portico/common` shapes. Runs against two real anvil devnets (chains 31337 and 31338, free
 * ports) started once for the calling file, with the in-process EIP-1193 test wallet.
 * @example
 * describeAdapterContract({
 *   name: 'ethers',
 *   createAdapter: (o) => createEthersAdapter({ networks: o.networks, discoveryTarget: o.discoveryTarget, storage: o.storage }),
 * })
 */
export function describeAdapterContract(parameters: DescribeAdapterContractParameters): void {
  const account = privateKeyToAccount(anvilAccounts[0]!.privateKey)
  let devnets: [Anvil, Anvil] | undefined
  let tokens: { token: `0x${string}`; usdt: `0x${string}` } | undefined
  const opened: ContractPage[] = []

  const started = () => {
    if (!devnets) throw new Error('The devnets start in beforeAll.')
    return devnets
  }
  const networks = (): readonly [CaipNetwork, CaipNetwork] => {
    const [a, b] = started()
    return [devnetNetwork(a.chainId, a.rpcUrl), devnetNetwork(b.chainId, b.rpcUrl)]
  }
  const walletChains = () => started().map((d) => ({ id: d.chainId, rpcUrl: d.rpcUrl }))

  const harness: ContractHarness = {
    account,
    devnets: started,
    networks,
    tokens: () => {
      if (!tokens) throw new Error('The tokens are deployed in beforeAll.')
      return tokens
    },
    createAdapter: parameters.createAdapter,
    openPage: async (options = {}) => {
      const page = await openContractPage({
        createAdapter: parameters.createAdapter,
        networks: networks(),
        account,
        walletChains: options.walletChains ?? walletChains(),
        storage: options.storage,
        provider: options.provider,
        announce: options.announce,
        reconnectTimeoutMs: options.reconnectTimeoutMs,
      })
      opened.push(page)
      return page
    },
    connected: async (options = {}) => {
      const page = await harness.openPage(options)
      await page.adapter.connect({ connectorId: page.adapter.getConnectors()[0]?.id ?? '' })
      return page
    },
  }

  describe(`adapter contract: ${parameters.name}`, () => {
    beforeAll(async () => {
      devnets = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
      await createPublicClient({ transport: http(devnets[1].rpcUrl) }).request({
        method: 'anvil_setBalance' as never,
        params: [account.address, SECOND_DEVNET_BALANCE] as never,
      })
      const deployed = await deployTestTokens(devnets[0].rpcUrl, { holders: [account.address] })
      tokens = { token: deployed.erc20.address, usdt: deployed.tetherStyle.address }
    }, 60_000)
    afterEach(async () => {
      for (const page of opened.splice(0)) await page.adapter.teardown?.()
    })
    afterAll(async () => {
      await Promise.all((devnets ?? []).map((d) => d.stop()))
    })

    contractConnection(harness)
    contractEvents(harness)
    contractSwitch(harness)
    contractActions(harness)
  })
}
