import { KNOWN_CHAINS, STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'

function storedConnection() {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify({ eip155: 'connected' }))
  storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'injected' }))
  return storage
}

describe('initialize (portico.init)', () => {
  it('sets the adapter up and loads its connectors', async () => {
    const { portico, fake } = createTestPortico()
    await portico.init()
    expect(fake.context?.namespace).toBe('eip155')
    expect(portico.stores.connectors.getState().connectors.map((c) => c.id)).toEqual([
      'injected',
      'walletConnect',
    ])
  })

  it('restores a stored connection: connecting, then connected', async () => {
    const fake = createFakeAdapter()
    fake.restorable.add('injected')
    const { portico } = createTestPortico({ fake, storage: storedConnection() })
    expect(portico.stores.connection.getState().status.eip155).toBe('connecting')
    await portico.init()
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(fake.address)
  })

  it('ends disconnected when the wallet cannot restore the connection', async () => {
    const storage = storedConnection()
    const { portico } = createTestPortico({ storage })
    await portico.init()
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({})
  })

  it('ends disconnected when reconnect throws', async () => {
    const fake = createFakeAdapter()
    fake.reconnect = () => Promise.reject(new Error('extension gone'))
    const { portico } = createTestPortico({ fake, storage: storedConnection() })
    await portico.init()
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it('ends disconnected when adapter setup fails', async () => {
    const fake = createFakeAdapter()
    fake.restorable.add('injected')
    fake.setup = () => Promise.reject(new Error('no provider'))
    fake.reconnect = () => Promise.reject(new Error('not set up'))
    const { portico } = createTestPortico({ fake, storage: storedConnection() })
    await portico.init()
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it('is idempotent', async () => {
    const { portico } = createTestPortico()
    expect(portico.init()).toBe(portico.init())
    await portico.init()
  })

  it('destroy tears adapters down', async () => {
    const fake = createFakeAdapter()
    let tornDown = false
    fake.teardown = () => {
      tornDown = true
    }
    const { portico } = createTestPortico({ fake })
    await portico.init()
    await portico.destroy()
    expect(tornDown).toBe(true)
  })

  it('restoring two namespaces keeps the stored active one active', async () => {
    const evm = createFakeAdapter()
    const sol = createFakeAdapter({
      namespace: 'solana',
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: KNOWN_CHAINS.solana.id,
    })
    evm.restorable.add('injected')
    sol.restorable.add('injected')
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connectionStatus,
      JSON.stringify({ eip155: 'connected', solana: 'connected' }),
    )
    storage.setItem(
      STORAGE_KEYS.connectedConnectorIds,
      JSON.stringify({ eip155: 'injected', solana: 'injected' }),
    )
    storage.setItem(STORAGE_KEYS.activeCaipNetworkId, JSON.stringify('eip155:1'))
    const portico = createPortico({
      networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
      adapters: [evm, sol],
      storage,
    })
    await portico.init()
    expect(portico.stores.connection.getState().status).toEqual({
      eip155: 'connected',
      solana: 'connected',
    })
    expect(portico.stores.chain.getState().activeNamespace).toBe('eip155')
    expect(portico.stores.chain.getState().networks.solana?.caipNetwork).toBe(KNOWN_CHAINS.solana)
  })
})
