import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/Connector'
import { createConnectorsStore } from './createConnectorsStore'

const evm: Connector = { id: 'injected', name: 'Browser', type: 'INJECTED', chain: 'eip155' }
const sol: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }

describe('createConnectorsStore', () => {
  it('replaces only the connectors of the given namespace', () => {
    const store = createConnectorsStore()
    store.getState().setConnectors('eip155', [evm])
    store.getState().setConnectors('solana', [sol])
    store.getState().setConnectors('eip155', [])
    expect(store.getState().connectors).toEqual([sol])
  })

  it('ignores connectors of another namespace than the one set', () => {
    const store = createConnectorsStore()
    store.getState().setConnectors('eip155', [evm, sol])
    expect(store.getState().connectors).toEqual([evm])
  })

  it('sets and clears the active connector id', () => {
    const store = createConnectorsStore({ solana: 'phantom' })
    store.getState().setActiveConnectorId('eip155', 'injected')
    store.getState().setActiveConnectorId('solana', undefined)
    expect(store.getState().activeConnectorIds).toEqual({ eip155: 'injected' })
  })
})
