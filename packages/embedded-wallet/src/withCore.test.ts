// @vitest-environment jsdom
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  KNOWN_CHAINS,
  STORAGE_KEYS,
  UserRejectedRequestError,
} from '@portico/common'
import type { Portico, StorageLike } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { attachFakeFrame } from './testing/attachFakeFrame'
import { createAppAdapter } from './testing/createAppAdapter'
import { createFakeFrame } from './testing/createFakeFrame'
import { createTestStorage } from './testing/createTestStorage'
import { signInByCode } from './testing/signInByCode'
import { embeddedFrame, FAKE_FRAME_URL, useEmbeddedClients } from './testing/useEmbeddedClients'

// The app's own eip155 adapter, with its browser wallet.
const appAdapter = () =>
  createAppAdapter('eip155', {
    getConnectors: () => [
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ],
  })

const newClient = useEmbeddedClients()
function client(
  storage: StorageLike,
  withLoader = true,
  features: { smartSessions?: boolean } = {},
): Portico {
  return newClient(
    {
      features,
      networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.base],
      adapters: [appAdapter()],
      storage,
    },
    withLoader ? undefined : null,
  )
}

/** A client signed in by email (OTP) through the fake frame, and connected. */
async function connectedByEmail(storage: StorageLike = createTestStorage()) {
  const frame = createFakeFrame(window, FAKE_FRAME_URL)
  const portico = client(storage)
  await portico.init()
  await signInByCode(portico, frame)
  await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
  return { frame, portico }
}

/** Attaches the fake frame to the wallet's iframe as soon as a client adds it (during init). */
function attachWhenAdded(frame: ReturnType<typeof createFakeFrame>) {
  const observer = new MutationObserver(() => {
    const iframe = document.querySelector<HTMLIFrameElement>(
      '[data-testid="portico-embedded-wallet-frame"]',
    )
    if (iframe) {
      observer.disconnect()
      frame.attach(iframe)
    }
  })
  observer.observe(document.body, { childList: true })
}

describe('the embedded wallet inside a Portico client', () => {
  it('has no wallet and adds no frame without a loader', async () => {
    const portico = client(createTestStorage(), false)
    await portico.init()
    expect(await portico.loadEmbeddedWallet()).toBeUndefined()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('counts no attempt the service refused against the page cooldown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    try {
      const frame = createFakeFrame(window, FAKE_FRAME_URL)
      const portico = client(createTestStorage())
      await portico.init()
      const wallet = await attachFakeFrame(portico, frame)
      // Another tab of this browser mailed a code 25 s ago: the service still waits 5 s.
      frame.state.emailRefusals.push('Please try again after 5 seconds')
      await expect(wallet.connectEmail('ada@example.com')).rejects.toThrow(
        'Please try again after 5 seconds',
      )
      vi.setSystemTime(Date.now() + 6_000)
      await expect(wallet.connectEmail('ada@example.com')).resolves.toEqual({
        action: 'VERIFY_OTP',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('signs in with a passkey and connects the AUTH connector (features.passkeys)', async () => {
    const frame = createFakeFrame(window, FAKE_FRAME_URL)
    const portico = client(createTestStorage())
    await portico.init()
    const wallet = await attachFakeFrame(portico, frame)
    await wallet.connectPasskey()
    expect(frame.state.received.map((m) => m.type)).toContain('@portico-app/CONNECT_PASSKEY')
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(
      frame.state.user.address,
    )
  })

  it('logs in by email and code, keeps the user and the login cache, and signs out', async () => {
    const frame = createFakeFrame(window, FAKE_FRAME_URL)
    const storage = createTestStorage()
    const portico = client(storage)
    await portico.init()
    const wallet = await attachFakeFrame(portico, frame)
    expect(new URL(embeddedFrame().src).pathname).toBe('/frame')

    await expect(wallet.connectEmail('not-an-email')).rejects.toThrow('Enter a valid email address')
    await expect(wallet.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(wallet.connectEmail('ada@example.com')).rejects.toThrow(
      /^Please try again after (29|30) seconds/,
    )
    await expect(wallet.connectOtp('000000')).rejects.toThrow('Invalid code')
    await wallet.connectOtp('123456')
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })

    const account = portico.stores.account.getState().accounts.eip155
    expect(account?.address).toBe(frame.state.user.address)
    expect(account?.user).toMatchObject({
      email: 'ada@example.com',
      address: frame.state.user.address,
      chainId: 1,
      preferredAccountType: 'eoa',
      authProvider: 'email',
      accounts: [{ address: frame.state.user.address, type: 'eoa' }],
    })
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(storage.data.get(STORAGE_KEYS.embeddedEmail)).toBe('"ada@example.com"')
    expect(storage.data.get(STORAGE_KEYS.embeddedLoginUsed)).toBe('true')

    await portico.disconnect()
    expect(frame.state.signedIn).toBe(false)
    expect(portico.stores.account.getState().accounts.eip155?.user).toBeUndefined()
    for (const key of [
      STORAGE_KEYS.embeddedEmail,
      STORAGE_KEYS.embeddedLoginUsed,
      STORAGE_KEYS.embeddedLastChainId,
    ])
      expect(storage.data.has(key)).toBe(false)
  })

  it('tells the frame the app’s smart-sessions flag: off by default, on when the app turns it on', async () => {
    const introduced = async (features: { smartSessions?: boolean }) => {
      const frame = createFakeFrame(window, FAKE_FRAME_URL)
      const portico = client(createTestStorage(), true, features)
      await portico.init()
      await attachFakeFrame(portico, frame)
      const sync = () => frame.state.received.find((m) => m.type === '@portico-app/SYNC_DAPP_DATA')
      await expect.poll(sync).toBeDefined()
      await portico.destroy()
      document.body.innerHTML = ''
      return sync()
    }
    expect(await introduced({})).toMatchObject({
      payload: { projectId: 'portico-test', features: { smartSessions: false } },
    })
    expect(await introduced({ smartSessions: true })).toMatchObject({
      payload: { features: { smartSessions: true } },
    })
  })

  it('opens ApproveTransaction for signing, returns the signature, and maps a decline', async () => {
    const { frame, portico } = await connectedByEmail()

    const signing = portico.signMessage({ message: 'hello' })
    // Shown while the signature is pending, once the signing code has loaded.
    await expect
      .poll(() => portico.stores.router.getState().view)
      .toEqual({
        view: 'ApproveTransaction',
        kind: 'signature',
      })
    await expect(signing).resolves.toMatch(/^0x5{130}$/)
    const sign = frame.state.received.find((m) => m.type === '@portico-app/RPC_REQUEST')
    expect(sign).toMatchObject({
      payload: { method: 'personal_sign', params: ['0x68656c6c6f', frame.state.user.address] },
    })

    frame.state.declineNext = true
    const error = await portico
      .sendTransaction({ to: frame.state.user.address, value: 1n })
      .catch((e: unknown) => e)
    expect(
      (error as { walk(fn: (e: unknown) => boolean): unknown }).walk(
        (e) => e instanceof UserRejectedRequestError,
      ),
    ).toBeTruthy()
  })

  it('refuses a method it does not know: the modal opens, then Action not allowed, and open requests are rejected', async () => {
    const { frame, portico } = await connectedByEmail()
    const sent = frame.state.received.length

    const refused = portico.request({ method: 'eth_sign', params: ['0x1', '0x2'] })
    refused.catch(() => {})
    await expect.poll(() => portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.toast.getState().open).toBe(false)
    await expect(refused).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(portico.stores.toast.getState()).toMatchObject({
      open: true,
      message: 'Action not allowed',
    })
    // Never reached the frame.
    expect(
      frame.state.received.slice(sent).some((m) => m.type === '@portico-app/RPC_REQUEST'),
    ).toBe(false)
    await expect(portico.request({ method: 'eth_chainId' })).resolves.toBeDefined()
  })

  it('restores the connection through the frame after a reload, and forgets it when the frame says signed out', async () => {
    const frame = createFakeFrame(window, FAKE_FRAME_URL)
    const storage = createTestStorage()
    const first = client(storage)
    await first.init()
    await signInByCode(first, frame)
    await first.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    await first.destroy()
    document.body.innerHTML = ''

    // A reload: a new client on the same storage finds the stored AUTH connection.
    const second = client(storage)
    attachWhenAdded(frame)
    expect(second.stores.connection.getState().status.eip155).toBe('connecting')
    await second.init()
    expect(second.stores.connection.getState().status.eip155).toBe('connected')
    expect(second.stores.account.getState().accounts.eip155?.user?.email).toBe('ada@example.com')
    await second.destroy()
    document.body.innerHTML = ''

    frame.state.signedIn = false
    const third = client(storage)
    attachWhenAdded(frame)
    await third.init()
    expect(third.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(storage.data.has(STORAGE_KEYS.embeddedEmail)).toBe(false)
  })
})
