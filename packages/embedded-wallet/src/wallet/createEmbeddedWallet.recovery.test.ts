// @vitest-environment jsdom
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  KNOWN_CHAINS,
  RequestAbortedError,
  UserRejectedRequestError,
} from '@portico/common'
import type { Portico } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { attachFakeFrame } from '../testing/attachFakeFrame'
import { createAppAdapter } from '../testing/createAppAdapter'
import { createFakeFrame } from '../testing/createFakeFrame'
import { FAKE_FRAME_URL, useEmbeddedClients } from '../testing/useEmbeddedClients'
import { RecoveryPasswordRequiredError } from './RecoveryPasswordRequiredError'
import { RecoverySetupRequiredError } from './RecoverySetupRequiredError'

const client = useEmbeddedClients()

/** A client whose embedded wallet talks to a fake frame; `prepare` sets the frame up first. */
async function start(prepare: (frame: ReturnType<typeof createFakeFrame>) => void = () => {}) {
  const frame = createFakeFrame(window, FAKE_FRAME_URL)
  prepare(frame)
  const portico = client({ networks: [KNOWN_CHAINS.mainnet], adapters: [createAppAdapter()] })
  await portico.init()
  const wallet = await attachFakeFrame(portico, frame)
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

  it('a view that leaves after the next one placed the frame neither hides it nor ends its request', async () => {
    const { frame, wallet } = await start((f) => {
      f.state.recoveryForm = 'open'
    })
    const iframe = () =>
      document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-wallet-frame"]')
    // One request's view placed the frame; the next request's view placed it again before the
    // first left (the modal closing after the first request).
    const first = {}
    const next = {}
    wallet.showFrame({ top: 0, left: 0, width: 360, height: 440 }, first)
    wallet.showFrame({ top: 10, left: 10, width: 360, height: 440 }, next)
    let settled = false
    const asking = wallet.protectRecovery().finally(() => {
      settled = true
    })
    const rejected = asking.catch((error: unknown) => error)
    await expect
      .poll(() => frame.state.received.some((m) => m.type === '@portico-app/PROTECT_RECOVERY'))
      .toBe(true)
    wallet.showFrame(undefined, first)
    expect(iframe()?.style.width).toBe('360px')
    expect(iframe()?.style.opacity).not.toBe('0')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    // The view that shows it leaving: hidden, and the form's request ends as before.
    wallet.showFrame(undefined, next)
    expect(iframe()?.style.opacity).toBe('0')
    expect(await rejected).toBeInstanceOf(RequestAbortedError)
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
