import { STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it, vi } from 'vitest'
import { hasSessionToRestore } from './rules/hasSessionToRestore'
import { createTestPortico } from './testing/createTestPortico'
import type { Connector } from './types/Connector'

// A page leaves a client with no stored session unstarted until the visitor shows interest:
// every action must then start it itself.
describe('a client nobody has started', () => {
  it('has a session to restore only where a stored status was connected', () => {
    expect(hasSessionToRestore(createTestPortico().portico)).toBe(false)
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify({ eip155: 'connected' }))
    expect(hasSessionToRestore(createTestPortico({ storage }).portico)).toBe(true)
  })

  it('connects to a connector its adapter reports only once set up', async () => {
    const { portico, fake } = createTestPortico()
    const announced: Connector = {
      id: 'io.announced',
      name: 'Announced',
      type: 'ANNOUNCED',
      chain: 'eip155',
    }
    const setup = fake.setup.bind(fake)
    fake.setup = (context) => {
      fake.connectors = [...fake.connectors, announced]
      return setup(context)
    }
    const init = vi.spyOn(portico, 'init')
    await portico.connect({ connectorId: 'io.announced' })
    expect(init).toHaveBeenCalled()
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.connectors.getState().activeConnectorIds.eip155).toBe('io.announced')
  })

  it('still refuses a connector that no adapter has, once started', async () => {
    const { portico } = createTestPortico()
    await expect(portico.connect({ connectorId: 'io.nowhere' })).rejects.toMatchObject({
      name: 'AdapterOrConnectorNotFoundError',
    })
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it('starts when the modal opens, and signs once started', async () => {
    const { portico, fake } = createTestPortico()
    const init = vi.spyOn(portico, 'init')
    await portico.open()
    expect(init).toHaveBeenCalledTimes(1)
    await portico.connect({ connectorId: 'injected' })
    expect(fake.context).toBeDefined()
    await expect(portico.signMessage({ message: 'hello' })).resolves.toBeTypeOf('string')
  })
})

// On a slow link every lazy chunk that waits for another costs a round trip: the start asks
// for the adapters' lazy code itself, before its own chunk has arrived to set them up.
describe('starting', () => {
  it('asks each adapter for its lazy code at once, before setting it up, and once', async () => {
    const { portico, fake } = createTestPortico()
    const order: string[] = []
    fake.preload = () => order.push('preload')
    const setup = fake.setup.bind(fake)
    fake.setup = (context) => {
      order.push('setup')
      return setup(context)
    }
    const started = portico.init()
    expect(order).toEqual(['preload'])
    await started
    await portico.init()
    expect(order).toEqual(['preload', 'setup'])
  })
})
