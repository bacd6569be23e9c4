import { EmailCooldownError, STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'
import type { EmbeddedWallet } from '../types/EmbeddedWallet'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CAIP_ADDRESS = `eip155:1:${ADDRESS}`.toLowerCase()
const T0 = Date.parse('2026-01-01T00:00:00Z')

afterEach(() => {
  vi.useRealTimers()
})

/** The clock of Date.now, moved by hand. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}
const read = (storage: ReturnType<typeof createMemoryStorage>, key: string) => {
  const raw = storage.entries.get(key)
  return raw === undefined ? undefined : JSON.parse(raw)
}

/** A page load over `storage`: the wallet still holds the connection a previous load made. */
function reload(storage: ReturnType<typeof createMemoryStorage>, fake = createFakeAdapter()) {
  fake.restorable.add('injected')
  return createTestPortico({ fake, storage })
}

/**
 * An embedded wallet that answers the email step at once, wraps the app's adapter unchanged and
 * rejects every other step as unused here.
 */
function embeddedWallet(
  connectEmail: EmbeddedWallet['connectEmail'] = async () => ({ action: 'VERIFY_OTP' }),
): EmbeddedWallet {
  const unused = () => Promise.reject(new Error('not used here'))
  const given: Partial<EmbeddedWallet> = {
    connectorId: 'ID_AUTH',
    connectEmail,
    getEmail: () => undefined,
    syncTheme: () => {},
    showFrame: () => {},
    getSmartAccountEnabledNetworks: async () => [],
    wrap: (inner) => inner,
  }
  // Not a thenable: the wallet is handed over from async functions.
  return new Proxy(given, {
    get: (target, key) =>
      key in target || key === 'then' ? target[key as keyof EmbeddedWallet] : unused,
  }) as EmbeddedWallet
}
const withEmbedded = (storage: ReturnType<typeof createMemoryStorage>) =>
  createTestPortico({
    storage,
    projectId: 'demo',
    embeddedWallet: async () => ({ createEmbeddedWallet: () => embeddedWallet() }),
  })

describe('connections', () => {
  it('are written on connect, read back before the wallet answers on the next load, removed on disconnect', async () => {
    const storage = createMemoryStorage()
    const { portico } = createTestPortico({ storage })
    await portico.connect({ connectorId: 'injected' })
    const written = {
      eip155: [
        {
          connectorId: 'injected',
          accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
        },
      ],
    }
    expect(read(storage, STORAGE_KEYS.connections)).toEqual(written)

    // Next load: the wallet takes its time to answer the restore.
    const fake = createFakeAdapter()
    let answer: () => void = () => {}
    const reconnect = fake.reconnect.bind(fake)
    fake.reconnect = (args) =>
      new Promise((resolve) => {
        answer = () => resolve(reconnect(args))
      })
    const next = reload(storage, fake).portico
    const started = next.init()
    await vi.waitFor(() =>
      expect(next.stores.connection.getState().connections.eip155).toEqual(written.eip155),
    )
    answer()
    await started
    await next.disconnect()
    expect(storage.entries.has(STORAGE_KEYS.connections)).toBe(false)
  })
})

describe('nativeBalanceCache (30 s)', () => {
  it('is written with the balance; a reload shows it before the wallet answers, then the answer', async () => {
    clockAt(T0)
    const storage = createMemoryStorage()
    const { portico } = createTestPortico({ storage })
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() =>
      expect(read(storage, STORAGE_KEYS.nativeBalanceCache)).toEqual({
        [CAIP_ADDRESS]: { value: { balance: '10000', symbol: 'ETH' }, at: expect.any(Number) },
      }),
    )
    const { at } = read(storage, STORAGE_KEYS.nativeBalanceCache)[CAIP_ADDRESS]

    const fake = createFakeAdapter()
    const asked: ((value: { balance: string; symbol: string }) => void)[] = []
    fake.getBalance = () => new Promise((resolve) => asked.push(resolve))
    vi.setSystemTime(at + 29_000)
    const next = reload(storage, fake).portico
    await next.init()
    // The wallet has not answered: the stored balance shows.
    expect(next.stores.account.getState().accounts.eip155?.balance).toBe('10000')
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0))
    for (const resolve of asked) resolve({ balance: '12', symbol: 'ETH' })
    await vi.waitFor(() =>
      expect(next.stores.account.getState().accounts.eip155?.balance).toBe('12'),
    )
    expect(read(storage, STORAGE_KEYS.nativeBalanceCache)[CAIP_ADDRESS].value.balance).toBe('12')
  })

  it('an entry 30 s old is not shown', async () => {
    clockAt(T0)
    const storage = createMemoryStorage()
    const { portico } = createTestPortico({ storage })
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(storage.entries.has(STORAGE_KEYS.nativeBalanceCache)).toBe(true))
    const { at } = read(storage, STORAGE_KEYS.nativeBalanceCache)[CAIP_ADDRESS]

    const fake = createFakeAdapter()
    fake.getBalance = () => new Promise(() => {})
    vi.setSystemTime(at + 30_000)
    const next = reload(storage, fake).portico
    await next.init()
    expect(next.stores.account.getState().accounts.eip155?.address).toBe(ADDRESS)
    expect(next.stores.account.getState().accounts.eip155?.balance).toBeUndefined()
  })
})

describe('the embedded wallet keys', () => {
  it('connectedSocial and connectedSocialUsername: written for a social login, read back at restore, removed on disconnect', async () => {
    const storage = createMemoryStorage()
    const { portico } = withEmbedded(storage)
    await portico.loadEmbeddedWallet()
    await portico.connect({ connectorId: 'injected' })
    portico.stores.account.getState().setAccount('eip155', {
      user: { address: ADDRESS, chainId: 1, accounts: [], authProvider: 'github', userName: 'ada' },
    })
    expect(read(storage, STORAGE_KEYS.connectedSocial)).toBe('github')
    expect(read(storage, STORAGE_KEYS.connectedSocialUsername)).toBe('ada')

    // Next load, connected through the embedded wallet: the provider is known before the frame answers.
    storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'ID_AUTH' }))
    const next = withEmbedded(storage).portico
    const fakeNext = next.getAdapter('eip155') as ReturnType<typeof createFakeAdapter>
    fakeNext.reconnect = () => new Promise(() => {})
    void next.init()
    await vi.waitFor(() =>
      expect(next.stores.account.getState().accounts.eip155?.socialProvider).toBe('github'),
    )

    await portico.disconnect()
    expect(storage.entries.has(STORAGE_KEYS.connectedSocial)).toBe(false)
    expect(storage.entries.has(STORAGE_KEYS.connectedSocialUsername)).toBe(false)
  })

  it('preferredAccountTypes: written when the signed-in account type differs, read back on the next load', async () => {
    const storage = createMemoryStorage()
    const { portico } = withEmbedded(storage)
    await portico.loadEmbeddedWallet()
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.account.getState().accounts.eip155?.preferredAccountTypes.eip155).toBe(
      'smartAccount',
    )
    portico.stores.account.getState().setAccount('eip155', {
      user: { address: ADDRESS, chainId: 1, accounts: [], preferredAccountType: 'eoa' },
    })
    expect(read(storage, STORAGE_KEYS.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(portico.stores.account.getState().accounts.eip155?.preferredAccountTypes.eip155).toBe(
      'eoa',
    )

    const next = reload(storage).portico
    await next.init()
    expect(next.stores.account.getState().accounts.eip155?.preferredAccountTypes).toMatchObject({
      eip155: 'eoa',
      solana: 'eoa',
    })
    // A disconnect keeps the preference.
    await next.disconnect()
    expect(next.stores.account.getState().accounts.eip155?.preferredAccountTypes.eip155).toBe('eoa')
  })

  it('emailLoginLastAt: the 30 s email cooldown holds across a reload', async () => {
    clockAt(T0)
    const storage = createMemoryStorage()
    const wallet = await withEmbedded(storage).portico.loadEmbeddedWallet()
    // An invalid address is no attempt.
    await wallet?.connectEmail('not-an-email')
    expect(storage.entries.has(STORAGE_KEYS.emailLoginLastAt)).toBe(false)
    await wallet?.connectEmail('ada@example.com')
    expect(read(storage, STORAGE_KEYS.emailLoginLastAt)).toBe(T0)

    vi.setSystemTime(T0 + 10_000)
    const again = await withEmbedded(storage).portico.loadEmbeddedWallet()
    const refused = await again?.connectEmail('ada@example.com').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(EmailCooldownError)
    expect((refused as Error).message).toContain('Please try again after 20 seconds')

    vi.setSystemTime(T0 + 30_000)
    await expect(again?.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(read(storage, STORAGE_KEYS.emailLoginLastAt)).toBe(T0 + 30_000)
  })

  it('emailLoginLastAt: an attempt the service refused sends no mail and does not restart the window', async () => {
    clockAt(T0)
    const storage = createMemoryStorage()
    const answers: (() => Promise<{ action: 'VERIFY_OTP' }>)[] = [
      async () => ({ action: 'VERIFY_OTP' }),
      async () => {
        throw new Error('Please try again after 5 seconds')
      },
      async () => ({ action: 'VERIFY_OTP' }),
    ]
    const { portico } = createTestPortico({
      storage,
      projectId: 'demo',
      embeddedWallet: async () => ({
        createEmbeddedWallet: () =>
          embeddedWallet(() => (answers.shift() ?? (async () => ({ action: 'VERIFY_OTP' })))()),
      }),
    })
    const wallet = await portico.loadEmbeddedWallet()
    await wallet?.connectEmail('ada@example.com')
    vi.setSystemTime(T0 + 31_000)
    await expect(wallet?.connectEmail('ada@example.com')).rejects.toThrow(/try again after 5/)
    expect(read(storage, STORAGE_KEYS.emailLoginLastAt)).toBe(T0)
    // The service's window ends 5 s later; the page's own must not hold the visitor 30 s more.
    vi.setSystemTime(T0 + 36_000)
    await expect(wallet?.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
  })
})
