import { describe, expect, it } from 'vitest'
import { initialWalletState, type PendingRequest, walletReducer, walletStatus } from './walletState'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const request = (id: number): PendingRequest => ({
  id,
  topic: 't',
  method: 'personal_sign',
  chainId: 'eip155:31337',
  peerName: 'Portico Demo',
  parsed: { kind: 'personalSign', message: '0x6869', address: ADDRESS },
})
const session = {
  topic: 't',
  peer: { name: 'Portico Demo', url: 'http://127.0.0.1:5173', icon: undefined },
  chains: ['eip155:31337'],
  accounts: [`eip155:31337:${ADDRESS}`],
  chainId: 'eip155:31337',
}
const proposal = {
  id: 9,
  name: 'Portico Demo',
  description: '',
  url: 'http://127.0.0.1:5173',
  icon: undefined,
  chains: ['eip155:31337'],
  methods: [],
  events: [],
}

describe('walletReducer and walletStatus', () => {
  it('walks from starting to ready, pairing, proposal and connected', () => {
    let state = initialWalletState(ADDRESS)
    expect(walletStatus(state).status).toBe('starting')
    state = walletReducer(state, { type: 'ready' })
    expect(walletStatus(state)).toEqual({ status: 'ready', text: 'Ready to pair' })
    state = walletReducer(state, { type: 'pairing', pairing: true })
    expect(walletStatus(state).status).toBe('pairing')
    state = walletReducer(state, { type: 'proposal', proposal })
    expect(state.pairing).toBe(false)
    expect(walletStatus(state)).toEqual({
      status: 'proposal',
      text: 'Portico Demo wants to connect',
    })
    state = walletReducer(state, { type: 'proposalExpired', id: 8 })
    expect(state.proposal).toBe(proposal)
    state = walletReducer(state, { type: 'proposal', proposal: undefined })
    state = walletReducer(state, {
      type: 'sessions',
      sessions: [session, { ...session, topic: 'u' }],
    })
    expect(walletStatus(state)).toEqual({
      status: 'connected',
      text: 'Connected to Portico Demo and 1 more',
    })
  })

  it('queues each request once and shows the oldest first', () => {
    let state = walletReducer(initialWalletState(ADDRESS), { type: 'ready' })
    state = walletReducer(state, { type: 'request', request: request(1) })
    state = walletReducer(state, { type: 'request', request: request(2) })
    state = walletReducer(state, { type: 'request', request: request(1) })
    expect(state.requests.map((r) => r.id)).toEqual([1, 2])
    expect(walletStatus(state)).toEqual({
      status: 'request',
      text: 'Portico Demo asks for personal_sign',
    })
    state = walletReducer(state, { type: 'requestDone', id: 1 })
    expect(state.requests.map((r) => r.id)).toEqual([2])
  })

  it('shows errors until the next pairing, and failures to start', () => {
    let state = walletReducer(initialWalletState(ADDRESS), { type: 'ready' })
    state = walletReducer(state, { type: 'error', message: 'Pairing failed: expired' })
    expect(walletStatus(state)).toEqual({ status: 'error', text: 'Pairing failed: expired' })
    state = walletReducer(state, { type: 'pairing', pairing: true })
    expect(state.error).toBeUndefined()
    const failed = walletReducer(initialWalletState(ADDRESS), {
      type: 'failed',
      message: 'no relay',
    })
    expect(walletStatus(failed)).toEqual({ status: 'failed', text: 'no relay' })
  })

  it('keeps the newest activity entries, newest first', () => {
    let state = initialWalletState(ADDRESS)
    for (let i = 1; i <= 10; i++)
      state = walletReducer(state, { type: 'activity', text: `#${i}`, tone: 'ok' })
    expect(state.activity.map((a) => a.text)).toEqual([
      '#10',
      '#9',
      '#8',
      '#7',
      '#6',
      '#5',
      '#4',
      '#3',
    ])
    expect(new Set(state.activity.map((a) => a.id)).size).toBe(8)
  })
})
