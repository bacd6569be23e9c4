// @vitest-environment jsdom
// What every EVM adapter does alike (declined requests, wallet events, switch refusals, raw
// requests) the adapter contract checks for wagmi too (createWagmiAdapter.contract.test.ts);
// here are the cases of wagmi's own.
import { type Anvil, startAnvil } from '@portico/test'
import {
  createMemoryStorage,
  createRecordingContext,
  devnetNetwork,
} from '@portico/test/adapterContract'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const walletId = announcedWalletInfo.rdns

let devnets: Anvil[] = []
beforeAll(async () => {
  devnets = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all(devnets.map((d) => d.stop()))
})

/** A page with the test wallet installed and a Portico adapter set up on it. */
async function openPage(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    provider?: ReturnType<typeof createTestWalletProvider>
    ssr?: boolean
  } = {},
) {
  const networks = devnets.map((d) => devnetNetwork(d.chainId, d.rpcUrl))
  const provider =
    options.provider ??
    createTestWalletProvider({
      account,
      chains: devnets.map((d) => ({ id: d.chainId, rpcUrl: d.rpcUrl })),
    })
  const page = new EventTarget()
  announceWallet(page, provider)
  const storage = options.storage ?? createMemoryStorage()
  const adapter = createWagmiAdapter({ networks, storage, discoveryTarget: page, ssr: options.ssr })
  const context = createRecordingContext(networks)
  await adapter.setup(context)
  return { adapter, context, provider, storage, networks, page }
}

describe('createWagmiAdapter: connectors', () => {
  it('lists the announced wallet with its name, icon and rdns', async () => {
    const { adapter, context } = await openPage()
    const [connector] = adapter.getConnectors()
    expect(connector).toEqual({
      id: walletId,
      name: 'Test Wallet',
      imageUrl: announcedWalletInfo.icon,
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: walletId,
      info: { ...announcedWalletInfo },
    })
    expect(adapter.getConnectors()).toHaveLength(1)
    expect(context.connectors.at(-1)).toEqual(adapter.getConnectors())
    adapter.teardown?.()
  })
})

describe('createWagmiAdapter: connection', () => {
  it('connects, reports the account, and reads the devnet balance', async () => {
    const { adapter, context, networks } = await openPage()
    const connection = await adapter.connect({ connectorId: walletId })
    expect(connection).toMatchObject({
      connectorId: walletId,
      address: account.address,
      chainId: 31337,
    })
    expect(connection.accounts).toEqual([
      { namespace: 'eip155', address: account.address, type: 'eoa' },
    ])
    expect(context.accounts.at(-1)).toMatchObject({
      connectorId: walletId,
      address: account.address,
      chainId: 31337,
    })
    const balance = await adapter.getBalance({ address: other, caipNetwork: networks[1]! })
    expect(balance).toEqual({ balance: '10000', symbol: 'ETH' })
    expect(adapter.getWalletProvider({})).toBeDefined()
    adapter.teardown?.()
  })

  it('connects on the requested network', async () => {
    const { adapter, networks } = await openPage()
    const connection = await adapter.connect({ connectorId: walletId, caipNetwork: networks[1]! })
    expect(connection.chainId).toBe(31338)
    adapter.teardown?.()
  })
})

describe('createWagmiAdapter: reload', () => {
  it('reconnects after a reload from storage without prompting', async () => {
    const first = await openPage()
    await first.adapter.connect({ connectorId: walletId })
    first.adapter.teardown?.()

    const reloaded = await openPage({ storage: first.storage, provider: first.provider })
    const before = first.provider.calls.length
    const connection = await reloaded.adapter.reconnect({ connectorId: walletId })
    expect(connection).toMatchObject({
      connectorId: walletId,
      address: account.address,
      chainId: 31337,
    })
    const prompts = first.provider.calls
      .slice(before)
      .filter((m) => m === 'eth_requestAccounts' || m === 'wallet_requestPermissions')
    expect(prompts).toEqual([])
    expect(reloaded.context.accounts.at(-1)?.address).toBe(account.address)
    reloaded.adapter.teardown?.()
  })

  it('reconnects with ssr, where wagmi reads its storage only at reconnect', async () => {
    const first = await openPage()
    await first.adapter.connect({ connectorId: walletId })
    first.adapter.teardown?.()

    const reloaded = await openPage({ storage: first.storage, provider: first.provider, ssr: true })
    expect(reloaded.adapter.wagmiConfig.state.connections.size).toBe(0)
    const connection = await reloaded.adapter.reconnect({ connectorId: walletId })
    expect(connection?.address).toBe(account.address)
    reloaded.adapter.teardown?.()
  })

  it('does not reconnect after the user disconnected', async () => {
    const first = await openPage()
    await first.adapter.connect({ connectorId: walletId })
    await first.adapter.disconnect({})
    first.adapter.teardown?.()

    const reloaded = await openPage({ storage: first.storage, provider: first.provider })
    expect(await reloaded.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    reloaded.adapter.teardown?.()
  })

  it('waits for a stored wallet that announces itself after the page started', async () => {
    const first = await openPage()
    await first.adapter.connect({ connectorId: walletId })
    first.adapter.teardown?.()
    const page = new EventTarget()
    const adapter = createWagmiAdapter({
      networks: first.networks,
      storage: first.storage,
      discoveryTarget: page,
    })
    await adapter.setup(createRecordingContext(first.networks))
    const pending = adapter.reconnect({ connectorId: walletId })
    setTimeout(() => announceWallet(page, first.provider), 10)
    expect((await pending)?.address).toBe(account.address)
    adapter.teardown?.()
  })

  it('gives up when the stored wallet is no longer installed', async () => {
    const first = await openPage()
    await first.adapter.connect({ connectorId: walletId })
    first.adapter.teardown?.()
    const networks = first.networks
    const adapter = createWagmiAdapter({
      networks,
      storage: first.storage,
      discoveryTarget: new EventTarget(),
      reconnectTimeoutMs: 50,
    })
    await adapter.setup(createRecordingContext(networks))
    expect(await adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    adapter.teardown?.()
  })
})
