// @vitest-environment jsdom
import { createPortico } from '@portico/core'
import { type Anvil, startAnvil } from '@portico/test'
import { createMemoryStorage, devnetNetwork } from '@portico/test/adapterContract'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
let devnets: Anvil[] = []
beforeAll(async () => {
  devnets = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all(devnets.map((d) => d.stop()))
})

function page(shared?: {
  storage: ReturnType<typeof createMemoryStorage>
  provider: ReturnType<typeof createTestWalletProvider>
}) {
  const networks = devnets.map((d) => devnetNetwork(d.chainId, d.rpcUrl))
  const provider =
    shared?.provider ??
    createTestWalletProvider({
      account,
      chains: devnets.map((d) => ({ id: d.chainId, rpcUrl: d.rpcUrl })),
    })
  const storage = shared?.storage ?? createMemoryStorage()
  const target = new EventTarget()
  announceWallet(target, provider)
  const adapter = createWagmiAdapter({ networks, storage, discoveryTarget: target })
  const portico = createPortico({
    networks: [networks[0]!, ...networks.slice(1)],
    adapters: [adapter],
    storage,
  })
  return { portico, provider, storage, networks }
}

describe('with @portico/core', () => {
  it('fills the stores: connectors, account, balance, network, wallet events, reload', async () => {
    const first = page()
    await first.portico.init()
    const { stores } = first.portico
    expect(stores.connectors.getState().connectors.map((c) => c.id)).toContain(
      announcedWalletInfo.rdns,
    )

    await first.portico.connect({ connectorId: announcedWalletInfo.rdns })
    expect(stores.connection.getState().status.eip155).toBe('connected')
    expect(stores.account.getState().accounts.eip155?.address).toBe(account.address)
    await expect.poll(() => stores.account.getState().accounts.eip155?.balance).toBe('10000')

    await first.portico.switchNetwork(first.networks[1]!)
    expect(stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')

    first.provider.setChain(31337)
    await expect
      .poll(() => stores.chain.getState().activeCaipNetwork?.caipNetworkId)
      .toBe('eip155:31337')

    // The wallet moves to a chain the app does not list: core shows UnsupportedChain.
    first.provider.setChain(999)
    await expect.poll(() => stores.router.getState().view.view).toBe('UnsupportedChain')
    expect(stores.modal.getState().open).toBe(true)
    await first.portico.switchNetwork(first.networks[0]!)
    await expect.poll(() => stores.modal.getState().open).toBe(false)

    const reloaded = page({ storage: first.storage, provider: first.provider })
    await reloaded.portico.init()
    expect(reloaded.portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(reloaded.portico.stores.account.getState().accounts.eip155?.address).toBe(
      account.address,
    )

    first.provider.emitDisconnect()
    await expect
      .poll(() => reloaded.portico.stores.connection.getState().status.eip155)
      .toBe('disconnected')
    await first.portico.destroy()
    await reloaded.portico.destroy()
  })
})
