// @vitest-environment jsdom
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  KNOWN_CHAINS,
  RequestAbortedError,
  UserRejectedRequestError,
} from '@portico/common'
import { type ChainAdapter, createPortico, type Portico } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import * as embeddedWallet from '../index'
import { createFakeFrame } from '../testing/createFakeFrame'
import { RecoveryPasswordRequiredError } from './RecoveryPasswordRequiredError'
import { RecoverySetupRequiredError } from './RecoverySetupRequiredError'

const FRAME = 'http://127.0.0.1:8789'

// The app's own eip155 adapter: only what these tests reach (balances after connecting).
function appAdapter(): ChainAdapter {
  const unused = () => Promise.reject(new Error('not used here'))
  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup: () => {},
    getConnectors: () => [],
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    switchNetwork: unused,
    signMessage: unused,
    sendTransaction: unused,
    estimateFee: async () => ({ fee: 1n }),
    getWalletProvider: () => undefined,
    request: unused,
  }
}

const clients: Portico[] = []
afterEach(async () => {
  for (const portico of clients.splice(0)) await portico.destroy()
  document.body.innerHTML = ''
})

/** A client whose embedded wallet talks to a fake frame; `prepare` sets the frame up first. */
async function start(prepare: (frame: ReturnType<typeof createFakeFrame>) => void = () => {}) {
  const frame = createFakeFrame(window, FRAME)
  prepare(frame)
  const portico = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [appAdapter()],
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    walletFrameUrl: FRAME,
    projectId: 'portico-test',
    embeddedWallet: async () => embeddedWallet,
  })
  clients.push(portico)
  await portico.init()
  const wallet = await portico.loadEmbeddedWallet()
  if (!wallet) throw new Error('no embedded wallet')
  const iframe = document.querySelector<HTMLIFrameElement>(
    '[data-testid="portico-embedded-wallet-frame"]',
  )
  if (!iframe) throw new Error('no embedded wallet frame in the page')
  frame.attach(iframe)
  return { frame, portico, wallet }
}

const user = (portico: Portico) => portico.stores.account.getState().accounts.eip155?.user

describe('the recovery password through the embedded wallet', () => {
  it('protects recovery and refreshes the connected user, so the account says it is protected', async () => {
    const { frame, portico, wallet } = await start((f) => {
      f.state.recoveryProtected = false
    })
    await wallet.connectEmail('ada@example.com')
    await wallet.connectOtp('123456')
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(user(portico)?.recoveryProtected).toBe(false)

    await wallet.protectRecovery()
    await expect.poll(() => user(portico)?.recoveryProtected).toBe(true)
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(
      frame.state.user.address,
    )
    expect(frame.state.received.map((m) => m.type)).toContain('@portico-app/PROTECT_RECOVERY')
  })

  it('leaves recoveryProtected out for a frame that does not report it', async () => {
    const { portico, wallet } = await start()
    await wallet.connectEmail('ada@example.com')
    await wallet.connectOtp('123456')
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(user(portico)).toBeDefined()
    expect(user(portico)?.recoveryProtected).toBeUndefined()
  })

  // After the login's answer: UNLOCK_KEY opens or makes the protected key, then the AUTH
  // connector connects to the frame's account.
  async function unlockAndConnect(
    frame: Awaited<ReturnType<typeof start>>['frame'],
    portico: Awaited<ReturnType<typeof start>>['portico'],
    wallet: Awaited<ReturnType<typeof start>>['wallet'],
  ) {
    await wallet.unlockKey()
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(
      frame.state.user.address,
    )
    expect(user(portico)?.recoveryProtected).toBe(true)
  }

  it('on a new device of a protected account: the code says the key is locked, unlockKey opens it, then the AUTH connector connects', async () => {
    const { frame, portico, wallet } = await start((f) => {
      f.state.recoveryProtected = true
      f.state.keyLocked = true
    })
    await wallet.connectEmail('ada@example.com')
    const locked = await wallet.connectOtp('123456').catch((error: unknown) => error)
    expect(locked).toBeInstanceOf(RecoveryPasswordRequiredError)
    expect((locked as Error).name).toBe('RecoveryPasswordRequiredError')

    await unlockAndConnect(frame, portico, wallet)
  })

  it('a new account: the code says it must be protected first, unlockKey makes its protected key, then the AUTH connector connects', async () => {
    const { frame, portico, wallet } = await start((f) => {
      f.state.recoveryProtected = false
      f.state.keyMissing = true
    })
    await wallet.connectEmail('ada@example.com')
    const setup = await wallet.connectOtp('123456').catch((error: unknown) => error)
    expect(setup).toBeInstanceOf(RecoverySetupRequiredError)
    expect((setup as Error).name).toBe('RecoverySetupRequiredError')

    await unlockAndConnect(frame, portico, wallet)
    expect(frame.state.received.map((m) => m.type)).toContain('@portico-app/UNLOCK_KEY')
  })

  it('a Cancel in the frame’s form is the visitor declining', async () => {
    const { wallet } = await start((f) => {
      f.state.recoveryForm = 'cancel'
    })
    await expect(wallet.protectRecovery()).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(wallet.unlockKey()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('hiding the frame while its form is open ends the request (a fresh frame page drops the form)', async () => {
    const { frame, wallet } = await start((f) => {
      f.state.recoveryForm = 'open'
    })
    wallet.showFrame({ top: 0, left: 0, width: 360, height: 440 })
    const asking = wallet.protectRecovery()
    const rejected = asking.catch((error: unknown) => error)
    await expect
      .poll(() => frame.state.received.some((m) => m.type === '@portico-app/PROTECT_RECOVERY'))
      .toBe(true)
    wallet.showFrame(undefined)
    expect(await rejected).toBeInstanceOf(RequestAbortedError)
  })
})
