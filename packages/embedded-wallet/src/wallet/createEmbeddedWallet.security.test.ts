// @vitest-environment jsdom
import {
  type ChainNamespace,
  EMBEDDED_WALLET_CONNECTOR_ID,
  KNOWN_CHAINS,
  RequestAbortedError,
  STORAGE_KEYS,
  UserRejectedRequestError,
} from '@portico/common'
import type { ChainAdapter, Portico, PorticoEvent } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameRequestError } from '../frame/FrameRequestError'
import * as embeddedWallet from '../index'
import { createAppAdapter } from '../testing/createAppAdapter'
import { createFakeFrame } from '../testing/createFakeFrame'
import { createTestStorage } from '../testing/createTestStorage'
import { signInByCode } from '../testing/signInByCode'
import { FAKE_FRAME_URL, useEmbeddedClients } from '../testing/useEmbeddedClients'

const PHANTOM_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

// The app's own adapters: balances, and on Solana a browser wallet ('phantom') of its own.
function appAdapter(namespace: ChainNamespace): ChainAdapter {
  if (namespace !== 'solana') return createAppAdapter(namespace)
  return createAppAdapter(namespace, {
    getConnectors: () => [{ id: 'phantom', name: 'Phantom', type: 'INJECTED', chain: 'solana' }],
    connect: async () => ({
      connectorId: 'phantom',
      address: PHANTOM_ADDRESS,
      chainId: KNOWN_CHAINS.solana.id,
    }),
  })
}

const client = useEmbeddedClients()
// Registered after the clients' clean-up, so it runs first: the clients stop on real timers.
afterEach(() => {
  vi.useRealTimers()
})

/**
 * A client on Ethereum and Solana whose embedded wallet talks to a fake frame (page request
 * timeout 30 ms, so a request under it would fail fast), signed in by code.
 */
async function signedIn(prepare: (frame: ReturnType<typeof createFakeFrame>) => void = () => {}) {
  const frame = createFakeFrame(window, FAKE_FRAME_URL)
  prepare(frame)
  const storage = createTestStorage()
  const portico = client(
    {
      networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
      adapters: [appAdapter('eip155'), appAdapter('solana')],
      storage,
    },
    async () => ({
      createEmbeddedWallet: (setup) =>
        embeddedWallet.createEmbeddedWallet({ ...setup, timeouts: { request: 30 } }),
    }),
  )
  await portico.init()
  const wallet = await signInByCode(portico, frame)
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => void events.push(event))
  return { frame, portico, wallet, storage, events }
}

/** Connects the AUTH connector on Ethereum, then on Solana. */
async function connectBoth(portico: Portico) {
  await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
  await portico.switchNetwork(KNOWN_CHAINS.solana)
  await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
  const { status } = portico.stores.connection.getState()
  expect(status).toMatchObject({ eip155: 'connected', solana: 'connected' })
}

const sent = (frame: ReturnType<typeof createFakeFrame>) => frame.state.received.map((m) => m.type)

describe('the embedded wallet’s security controls', () => {
  it('exportKey: the frame shows the key; the page learns only that, and stays connected', async () => {
    const { frame, portico, wallet } = await signedIn()
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    await expect(wallet.exportKey()).resolves.toBeUndefined()
    expect(sent(frame)).toContain('@portico-app/EXPORT_KEY')
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
  })

  it('exportKey: a stale login is the frame’s sentence', async () => {
    const { wallet } = await signedIn((f) => {
      f.state.exportView = 'stale'
    })
    const error = await wallet.exportKey().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect((error as FrameRequestError).shortMessage).toBe(
      'For your safety, sign in again to export your key',
    )
  })

  it('exportKey: Cancel in the frame is the visitor declining', async () => {
    const { wallet } = await signedIn((f) => {
      f.state.exportView = 'cancel'
    })
    await expect(wallet.exportKey()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('exportKey is not under the request timeout; hiding the frame while it asks ends it', async () => {
    const { frame, wallet } = await signedIn((f) => {
      f.state.exportView = 'open'
    })
    wallet.showFrame({ top: 0, left: 0, width: 360, height: 440 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const rejected = wallet.exportKey().then(
      () => {
        settled = true
      },
      (error: unknown) => {
        settled = true
        return error
      },
    )
    // Ten times the page's request timeout: a timed request would have failed by now.
    await vi.advanceTimersByTimeAsync(300)
    vi.useRealTimers()
    expect(sent(frame)).toContain('@portico-app/EXPORT_KEY')
    expect(settled).toBe(false)
    wallet.showFrame(undefined)
    expect(await rejected).toBeInstanceOf(RequestAbortedError)
  })

  it('removeDevice: the AUTH connection ends in every namespace as after a sign-out, and is not restored', async () => {
    const { frame, portico, wallet, storage, events } = await signedIn()
    await connectBoth(portico)
    await wallet.removeDevice()
    expect(frame.state.deviceRemoved).toBe(true)
    await expect
      .poll(() => portico.stores.connection.getState().status)
      .toMatchObject({ eip155: 'disconnected', solana: 'disconnected' })
    const { accounts } = portico.stores.account.getState()
    expect(accounts.eip155?.address).toBeUndefined()
    expect(accounts.solana?.address).toBeUndefined()
    expect(portico.stores.connectors.getState().activeConnectorIds).toEqual({})
    expect(
      events
        .filter((e) => e.event === 'DISCONNECT_SUCCESS')
        .map((e) => (e.properties as { namespace: string }).namespace)
        .sort(),
    ).toEqual(['eip155', 'solana'])
    // Nothing left for a reload to restore: no AUTH connection record, no login cache.
    expect(storage.data.get(STORAGE_KEYS.connectedConnectorIds) ?? '{}').not.toContain(
      EMBEDDED_WALLET_CONNECTOR_ID,
    )
    expect(storage.data.has(STORAGE_KEYS.embeddedEmail)).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.embeddedLoginUsed)).toBe(false)
  })

  it('removeDevice on the only device is refused with the frame’s sentence, and nothing ends', async () => {
    const { frame, portico, wallet } = await signedIn((f) => {
      f.state.otherDevice = false
    })
    await connectBoth(portico)
    const error = await wallet.removeDevice().catch((e: unknown) => e)
    expect((error as FrameRequestError).shortMessage).toBe(
      'This is the only device your wallet can be recovered from. Open the wallet on another device first',
    )
    expect(frame.state.deviceRemoved).toBe(false)
    expect(portico.stores.connection.getState().status).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
    })
  })

  it('signOutEverywhere: every session ends; a namespace on another wallet stays connected', async () => {
    const { frame, portico, wallet } = await signedIn()
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
    await portico.switchNetwork(KNOWN_CHAINS.solana)
    await portico.connect({ connectorId: 'phantom', namespace: 'solana' })
    await wallet.signOutEverywhere()
    expect(sent(frame)).toContain('@portico-app/SIGN_OUT_EVERYWHERE')
    expect(frame.state.signedIn).toBe(false)
    await expect.poll(() => portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBeUndefined()
    expect(portico.stores.connection.getState().status.solana).toBe('connected')
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(PHANTOM_ADDRESS)
  })
})
