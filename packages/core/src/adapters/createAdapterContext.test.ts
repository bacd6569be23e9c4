import { isPairingExpired, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(options: Parameters<typeof createTestPortico>[0] = {}) {
  const t = createTestPortico(options)
  await t.portico.init()
  await t.portico.connect({ connectorId: 'injected' })
  const context = t.fake.context
  if (!context) throw new Error('adapter was not set up')
  return { ...t, context }
}

describe('adapter context', () => {
  it('hands the adapter its namespace, networks and app facts', async () => {
    const { context } = await connected({ projectId: 'demo' })
    expect(context.namespace).toBe('eip155')
    expect(context.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
    expect(context.projectId).toBe('demo')
    expect(context.getActiveNetwork()).toBe(KNOWN_CHAINS.mainnet)
  })

  it('connector changes replace the namespace connectors', async () => {
    const { portico, context } = await connected()
    context.onConnectorsChanged([{ id: 'new', name: 'New', type: 'ANNOUNCED', chain: 'eip155' }])
    expect(portico.stores.connectors.getState().connectors.map((c) => c.id)).toEqual(['new'])
  })

  it('an account switch updates the account', async () => {
    const { portico, context } = await connected()
    context.onAccountChanged({ connectorId: 'injected', address: OTHER, chainId: 1 })
    await vi.waitFor(() =>
      expect(portico.stores.account.getState().accounts.eip155?.caipAddress).toBe(
        `eip155:1:${OTHER}`,
      ),
    )
  })

  it('a switch between a smart account and its EOA labels both and carries the user', async () => {
    const { portico, context, fake } = await connected()
    const smart = '0x1111111111111111111111111111111111111111'
    const accounts = [
      { namespace: 'eip155' as const, address: smart, type: 'smartAccount' },
      { namespace: 'eip155' as const, address: fake.address, type: 'eoa' },
    ]
    const user = {
      address: smart,
      chainId: 1,
      accounts: accounts.map(({ address, type }) => ({
        address,
        type: type as 'eoa' | 'smartAccount',
      })),
      preferredAccountType: 'smartAccount' as const,
      smartAccountDeployed: true,
    }
    context.onAccountChanged({
      connectorId: 'injected',
      address: smart,
      chainId: 1,
      accounts,
      user,
    })
    await vi.waitFor(() =>
      expect(portico.stores.account.getState().accounts.eip155?.address).toBe(smart),
    )
    expect(portico.stores.account.getState().accounts.eip155).toMatchObject({
      allAccounts: accounts,
      addressLabels: { [smart]: 'Smart Account', [fake.address]: 'EOA' },
      smartAccountDeployed: true,
      user,
    })
  })

  it('a chain change to a listed network moves the active network', async () => {
    const { portico, context, fake } = await connected()
    context.onChainChanged({ chainId: 8453 })
    expect(portico.stores.chain.getState().activeCaipNetwork).toBe(KNOWN_CHAINS.base)
    expect(portico.stores.account.getState().accounts.eip155?.caipAddress).toBe(
      `eip155:8453:${fake.address}`,
    )
  })

  it('a chain change to an unlisted network shows UnsupportedChain', async () => {
    const { portico, context } = await connected()
    context.onChainChanged({ chainId: 999 })
    await vi.waitFor(() => expect(portico.stores.modal.getState().open).toBe(true))
    expect(portico.stores.router.getState().view).toEqual({ view: 'UnsupportedChain' })
  })

  it('no UnsupportedChain when unsupported chains are allowed or switching is off', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { portico, context } = await connected(options)
      context.onChainChanged({ chainId: 999 })
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(portico.stores.modal.getState().open).toBe(false)
      expect(portico.stores.account.getState().accounts.eip155?.caipAddress).toMatch(/^eip155:999:/)
    }
  })

  it('connecting on an unlisted network shows UnsupportedChain too', async () => {
    const { portico, fake } = createTestPortico()
    fake.chainId = 999
    await portico.open()
    await portico.connect({
      connectorId: 'injected',
      caipNetwork: { ...KNOWN_CHAINS.mainnet, id: 999 },
    })
    expect(portico.stores.router.getState().view).toEqual({ view: 'UnsupportedChain' })
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('a wallet-side disconnect clears the namespace and emits DISCONNECT_SUCCESS', async () => {
    const { portico, context, events } = await connected()
    context.onDisconnected({ connectorId: 'injected' })
    await vi.waitFor(() => expect(events.at(-1)).toBe('DISCONNECT_SUCCESS'))
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBeUndefined()
  })

  it('a disconnect of another connector is ignored', async () => {
    const { portico, context } = await connected()
    context.onDisconnected({ connectorId: 'walletConnect' })
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
  })

  it('a WalletConnect uri lands in the connection store with a 4 minute expiry', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const { portico, fake } = createTestPortico()
      await portico.init()
      fake.context?.onWalletConnectUri({ uri: 'wc:abc@2?relay-protocol=irn' })
      const { wcUri, wcPairingExpiry } = portico.stores.connection.getState()
      expect(wcUri).toBe('wc:abc@2?relay-protocol=irn')
      expect(wcPairingExpiry).toBe(1_000_000 + 240_000)
      expect(isPairingExpired(wcPairingExpiry, Date.now())).toBe(false)
      vi.advanceTimersByTime(230_001)
      expect(isPairingExpired(wcPairingExpiry, Date.now())).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
