// @vitest-environment jsdom

import {
  createMemoryStorage,
  createRecordingContext,
  devnetNetwork,
} from '@portico/test/adapterContract'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { type Config, createConfig, http, connect as wagmiConnect } from '@wagmi/core'
import { defineChain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { adaptWagmiConfig } from './adaptWagmiConfig'
import { createWagmiAdapter } from './createWagmiAdapter'

// No request in this file reaches a node: connecting only asks the wallet for accounts and chain.
const rpcUrl = 'http://127.0.0.1:9'
const networks = [devnetNetwork(31337, rpcUrl)]
const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const wallet = () => createTestWalletProvider({ account, chains: [{ id: 31337, rpcUrl }] })
const secondInfo = {
  ...announcedWalletInfo,
  uuid: 'uuid-second',
  name: 'Second',
  rdns: 'com.example.second',
}
const browserWindow = window as unknown as { ethereum?: unknown }
/** An adapter of its own storage, discovering the wallets announced on `page`. */
const adapterOn = (page: EventTarget) =>
  createWagmiAdapter({ networks, storage: createMemoryStorage(), discoveryTarget: page })

afterEach(() => {
  delete browserWindow.ethereum
})

describe('EIP-6963 and window.ethereum connectors', () => {
  it('lists several announced wallets once each, also those announcing after setup', async () => {
    const page = new EventTarget()
    announceWallet(page, wallet())
    const adapter = adapterOn(page)
    const context = createRecordingContext(networks)
    await adapter.setup(context)
    announceWallet(page, wallet(), secondInfo)
    // The same wallet again under a new uuid (e.g. re-injected into the page).
    announceWallet(page, wallet(), { ...announcedWalletInfo, uuid: 'uuid-again' })
    page.dispatchEvent(new Event('eip6963:requestProvider'))

    const ids = adapter.getConnectors().map((c) => `${c.type}:${c.id}`)
    expect(ids).toEqual([`ANNOUNCED:${announcedWalletInfo.rdns}`, 'ANNOUNCED:com.example.second'])
    expect(context.connectors.at(-1)?.map((c) => c.name)).toEqual(['Test Wallet', 'Second'])
    adapter.teardown?.()
  })

  it("adds 'Browser Wallet' for a window.ethereum that no announcement covers, and connects it", async () => {
    const legacy = wallet()
    browserWindow.ethereum = legacy
    const adapter = adapterOn(new EventTarget())
    await adapter.setup(createRecordingContext(networks))
    expect(adapter.getConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(connection.address).toBe(account.address)
    expect(adapter.getWalletProvider({})).toBe(legacy)
    adapter.teardown?.()
  })

  it('hides Browser Wallet when window.ethereum is an announced provider', async () => {
    const provider = wallet()
    browserWindow.ethereum = provider
    const page = new EventTarget()
    announceWallet(page, provider)
    const adapter = adapterOn(page)
    await adapter.setup(createRecordingContext(networks))
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
    adapter.teardown?.()
  })

  it('lists nothing for window.ethereum when there is none', async () => {
    const adapter = adapterOn(new EventTarget())
    await adapter.setup(createRecordingContext(networks))
    expect(adapter.getConnectors()).toEqual([])
    adapter.teardown?.()
  })

  it('lists nothing before setup, and watches nothing when torn down before its code arrived', async () => {
    const page = new EventTarget()
    announceWallet(page, wallet())
    const adapter = adapterOn(page)
    expect(adapter.getConnectors()).toEqual([])
    const context = createRecordingContext(networks)
    const setting = adapter.setup(context)
    adapter.teardown?.()
    await setting
    announceWallet(page, wallet(), secondInfo)
    expect(context.connectors).toEqual([])
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe("the host's wagmi config", () => {
  function hostConfig() {
    const chain = defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    // wagmi's own EIP-6963 discovery listens on the global window, like in a real app.
    return createConfig({ chains: [chain], transports: { [chain.id]: http() }, storage: null })
  }

  it.each([
    [
      'createWagmiAdapter',
      (config: Config) => createWagmiAdapter({ networks, wagmiConfig: config }),
    ],
    ['adaptWagmiConfig', (config: Config) => adaptWagmiConfig(config)],
  ])(
    '%s shares connectors and connection state with the host in both directions',
    async (_, adapt) => {
      const stop = announceWallet(window, wallet())
      const config = hostConfig()
      const adapter = adapt(config)
      const context = createRecordingContext(networks)
      await adapter.setup(context)
      expect(adapter.wagmiConfig).toBe(config)
      // wagmi's discovery and Portico's both saw the wallet: one connector, one entry.
      expect(config.connectors.filter((c) => c.id === announcedWalletInfo.rdns)).toHaveLength(1)
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([announcedWalletInfo.rdns])

      // The host connects with its own wagmi call: Portico hears about it.
      const connector = config.connectors.find((c) => c.id === announcedWalletInfo.rdns)!
      await wagmiConnect(config, { connector })
      expect(context.accounts.at(-1)).toMatchObject({
        connectorId: announcedWalletInfo.rdns,
        address: account.address,
      })

      // Portico disconnects: the host's wagmi state follows.
      await adapter.disconnect({})
      // The config's own state: wagmi 3 renamed getAccount to getConnection, this reads the same in 2.
      expect(config.state.status).toBe('disconnected')
      expect(context.disconnects).toEqual([{ connectorId: announcedWalletInfo.rdns }])
      adapter.teardown?.()
      stop()
    },
  )
})
