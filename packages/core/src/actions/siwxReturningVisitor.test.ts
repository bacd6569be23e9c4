import { STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createMemorySiwx } from '../testing/createMemorySiwx'
import { createTestPortico } from '../testing/createTestPortico'
import type { SiwxSession } from '../types/SiwxConfig'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function storedConnection() {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify({ eip155: 'connected' }))
  storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'injected' }))
  return storage
}

function session(expirationTime: string): SiwxSession {
  const data = {
    accountAddress: ADDRESS,
    chainId: 'eip155:1' as const,
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'n0nce123',
    expirationTime,
  }
  return { data, message: 'm', signature: 's' }
}

/** A memory SIWX whose getSessions, like the shipped ones, lists only unexpired sessions. */
function expiringSiwx() {
  const siwx = createMemorySiwx()
  const all = siwx.getSessions
  siwx.getSessions = async (chainId, address) =>
    (await all(chainId, address)).filter(
      (s) => s.data.expirationTime === undefined || Date.parse(s.data.expirationTime) > Date.now(),
    )
  return siwx
}

async function returningVisitor(siwx: ReturnType<typeof createMemorySiwx>) {
  const fake = createFakeAdapter()
  fake.restorable.add('injected')
  const test = createTestPortico({ fake, siwx, storage: storedConnection() })
  await test.portico.init()
  return test
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SIWX for a returning visitor (spec §4)', () => {
  it('with a live session the restored connection is not asked to sign in again', async () => {
    // Only the clock: opening the modal runs on real timers.
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z'), toFake: ['Date'] })
    const siwx = expiringSiwx()
    siwx.sessions = [session('2026-01-02T00:00:00Z')]
    const { portico } = await returningVisitor(siwx)
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.siwx.getState()).toMatchObject({ status: 'success' })
    expect(portico.stores.siwx.getState().session?.data.accountAddress).toBe(ADDRESS)
  })

  it('with an expired session the sign-in view opens', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-03T00:00:00Z'), toFake: ['Date'] })
    const siwx = expiringSiwx()
    siwx.sessions = [session('2026-01-02T00:00:00Z')]
    const { portico } = await returningVisitor(siwx)
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    expect(portico.stores.siwx.getState().session).toBeUndefined()
  })
})

describe('SIWX rules around the flow (spec §4, §8)', () => {
  it('signOutOnDisconnect: false keeps the session on disconnect', async () => {
    const siwx = { ...createMemorySiwx(), signOutOnDisconnect: false }
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.authenticate()
    await portico.disconnect()
    expect(siwx.revoked).toEqual([])
    expect(portico.stores.siwx.getState().session).toBeUndefined()
  })

  it('authenticate without a connected account throws No ActiveCaipAddress found', async () => {
    const { portico } = createTestPortico({ siwx: createMemorySiwx() })
    await expect(portico.authenticate()).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('optional sign-in: the sign view closes like any other', async () => {
    const { portico } = createTestPortico({ siwx: createMemorySiwx() })
    await portico.connect({ connectorId: 'injected' })
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
  })

  it('required sign-in: still blocked after a declined signature, forced close works', async () => {
    const { portico, fake, events } = createTestPortico({
      siwx: createMemorySiwx({ required: true }),
    })
    await portico.connect({ connectorId: 'injected' })
    fake.nextSignError = Object.assign(new Error('no'), { code: 4001 })
    await expect(portico.authenticate()).rejects.toThrow('Signature declined')
    portico.close()
    expect(portico.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    expect(events.filter((e) => e === 'SIWX_AUTH_ERROR')).toHaveLength(1)
    portico.close({ force: true })
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})

describe('SIWX after the wallet switches account (spec §4: a new connection)', () => {
  const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  async function signedIn() {
    const siwx = createMemorySiwx()
    const test = createTestPortico({ siwx })
    await test.portico.init()
    await test.portico.connect({ connectorId: 'injected' })
    await test.portico.authenticate()
    const context = test.fake.context
    if (!context) throw new Error('adapter was not set up')
    return { ...test, siwx, context }
  }

  it('an account without a session is asked to sign in', async () => {
    const { portico, context } = await signedIn()
    expect(portico.stores.modal.getState().open).toBe(false)
    context.onAccountChanged({ connectorId: 'injected', address: OTHER, chainId: 1 })
    await vi.waitFor(() => expect(portico.stores.modal.getState().open).toBe(true))
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    expect(portico.stores.siwx.getState().session).toBeUndefined()
  })

  it('an account with a session is not asked, and the same account reported again is ignored', async () => {
    const { portico, context, siwx } = await signedIn()
    siwx.sessions.push({
      ...session('2999-01-01T00:00:00Z'),
      data: { ...session('2999-01-01T00:00:00Z').data, accountAddress: OTHER },
    })
    context.onAccountChanged({ connectorId: 'injected', address: OTHER, chainId: 1 })
    await vi.waitFor(() =>
      expect(portico.stores.siwx.getState().session?.data.accountAddress).toBe(OTHER),
    )
    context.onAccountChanged({ connectorId: 'injected', address: OTHER.toLowerCase(), chainId: 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
