import {
  AdapterActionNotSupportedError,
  KNOWN_CHAINS,
  UnsupportedSendChainError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'
import { lazyAdapter } from './lazyAdapter'

function counted(load: () => Promise<ReturnType<typeof createFakeAdapter>>) {
  let loads = 0
  return {
    load: () => {
      loads++
      return load()
    },
    loads: () => loads,
  }
}

describe('lazyAdapter', () => {
  it('loads nothing until the client starts, then connects through the loaded adapter', async () => {
    const fake = createFakeAdapter()
    const loader = counted(async () => fake)
    const adapter = lazyAdapter({ namespace: 'eip155', adapterType: 'wagmi', load: loader.load })
    expect(loader.loads()).toBe(0)
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getWalletProvider({ connectorId: 'injected' })).toBeUndefined()

    const { portico } = createTestPortico({ adapters: [adapter] })
    await portico.init()
    expect(loader.loads()).toBe(1)
    expect(fake.context).toBeDefined()
    expect(adapter.getConnectors()).toEqual(fake.getConnectors())

    const connector = fake.getConnectors()[0]
    if (!connector) throw new Error('the fake adapter lists a connector')
    await portico.connect({ connectorId: connector.id, namespace: 'eip155' })
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(fake.address)
    expect(loader.loads()).toBe(1)
  })

  it('shares one load between actions asked for at once', async () => {
    const fake = createFakeAdapter()
    let release: (adapter: typeof fake) => void = () => {}
    const loader = counted(() => new Promise((resolve) => (release = resolve)))
    const adapter = lazyAdapter({ namespace: 'eip155', adapterType: 'wagmi', load: loader.load })
    const balance = adapter.getBalance({
      address: fake.address,
      caipNetwork: KNOWN_CHAINS.mainnet,
    })
    const signed = adapter.signMessage({ message: 'hello', address: fake.address })
    release(fake)
    await Promise.all([balance, signed])
    expect(loader.loads()).toBe(1)
    expect(fake.calls.map((c) => c.method)).toContain('signMessage')
  })

  it('tries the load again after it failed', async () => {
    const fake = createFakeAdapter()
    let fail = true
    const loader = counted(async () => {
      if (fail) throw new Error('chunk failed to load')
      return fake
    })
    const adapter = lazyAdapter({ namespace: 'eip155', adapterType: 'wagmi', load: loader.load })
    await expect(adapter.signMessage({ message: 'hi', address: fake.address })).rejects.toThrow(
      'chunk failed to load',
    )
    fail = false
    await adapter.signMessage({ message: 'hi', address: fake.address })
    expect(loader.loads()).toBe(2)
  })

  it('offers the optional actions it was asked to pass on, and only those', async () => {
    const fake = createFakeAdapter()
    const plain = lazyAdapter({ namespace: 'eip155', adapterType: 'wagmi', load: async () => fake })
    expect(plain.watchBlocks).toBeUndefined()
    expect(plain.estimateTokenFee).toBeUndefined()
    expect(plain.sendWithSigner).toBeUndefined()

    const { sendToken: _dropped, ...withoutTokens } = fake
    const full = lazyAdapter({
      namespace: 'solana',
      adapterType: 'solana',
      load: async () => withoutTokens,
      watchesBlocks: true,
      pricesTokens: true,
      sendsWithSigner: true,
    })
    // Asked for before the load: no blocks to watch yet, and nothing breaks.
    const stop = full.watchBlocks?.({ caipNetwork: KNOWN_CHAINS.mainnet, onBlock: () => {} })
    expect(stop).toBeTypeOf('function')
    const refusal = full.estimateTokenFee?.({
      caipNetwork: KNOWN_CHAINS.mainnet,
      tokenAddress: '0x0000000000000000000000000000000000000001',
      amount: 1n,
      from: fake.address,
      to: fake.address,
    })
    await expect(refusal).rejects.toBeInstanceOf(AdapterActionNotSupportedError)
    await expect(refusal).rejects.toMatchObject({ code: 'ADAPTER_ACTION_NOT_SUPPORTED' })
    await expect(
      full.sendToken?.({
        tokenAddress: '0x0000000000000000000000000000000000000001',
        amount: 1n,
        from: fake.address,
        to: fake.address,
        caipNetwork: KNOWN_CHAINS.mainnet,
      }),
    ).rejects.toBeInstanceOf(UnsupportedSendChainError)
  })
})
