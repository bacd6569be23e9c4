import { describe, expect, it } from 'vitest'
import { createConnectionStore } from './createConnectionStore'

const wallet = { id: 'w1', name: 'Wallet One' }

describe('createConnectionStore', () => {
  it('keeps status per namespace', () => {
    const connection = createConnectionStore({ eip155: 'connecting', solana: 'disconnected' })
    connection.getState().setStatus('eip155', 'connected')
    expect(connection.getState().status).toEqual({ eip155: 'connected', solana: 'disconnected' })
  })

  it('resetWcConnection clears uri, expiry, linking and recent wallet and disconnects', () => {
    const connection = createConnectionStore({ eip155: 'connected', solana: 'connected' })
    const s = connection.getState()
    s.setWcUri('wc:abc@2', 123)
    s.setWcLinking({ name: 'Wallet One', href: 'wallet://wc' })
    s.setRecentWallet(wallet)
    s.setWcError(true)
    connection.getState().resetWcConnection()
    expect(connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      status: { eip155: 'disconnected', solana: 'disconnected' },
    })
  })

  it('resetWcConnection for one namespace leaves the others connected', () => {
    const connection = createConnectionStore({ eip155: 'connected', solana: 'connected' })
    connection.getState().resetWcConnection('solana')
    expect(connection.getState().status).toEqual({ eip155: 'connected', solana: 'disconnected' })
  })

  it('a new uri clears a previous error', () => {
    const connection = createConnectionStore()
    connection.getState().setWcError(true)
    connection.getState().setWcUri('wc:new@2', 5)
    expect(connection.getState()).toMatchObject({
      wcUri: 'wc:new@2',
      wcPairingExpiry: 5,
      wcError: false,
    })
  })
})
