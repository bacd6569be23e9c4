// @vitest-environment jsdom
import { BaseError, KNOWN_CHAINS } from '@portico/common'
import { createPortico, type EmbeddedWallet } from '@portico/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import EmailVerifyOtpView from './EmailVerifyOtpView'

afterEach(cleanup)

/** The embedded wallet's error for a protected account's new device, as the kit sees it. */
class RecoveryPasswordRequiredError extends BaseError {
  override name = 'RecoveryPasswordRequiredError'
  constructor() {
    super('This wallet is protected by a recovery password: enter it to use this device')
  }
}

/** The same for an account to protect before its key is made (a new one, self-custody). */
class RecoverySetupRequiredError extends BaseError {
  override name = 'RecoverySetupRequiredError'
  constructor() {
    super('Protect your wallet to finish setting it up')
  }
}

function renderView(connectOtp: EmbeddedWallet['connectOtp']) {
  const wallet = idleEmbeddedWallet({ connectOtp })
  const client = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
  })
  client.push({ view: 'EmailVerifyOtp', email: 'ada@example.com' })
  render(
    <PorticoContext.Provider value={client}>
      <EmailVerifyOtpView email="ada@example.com" />
    </PorticoContext.Provider>,
  )
  return client
}

it('a right code on a new device of a protected account goes on to unlock it, not to an error', async () => {
  const client = renderView(async () => {
    throw new RecoveryPasswordRequiredError()
  })
  fireEvent.change(await screen.findByTestId('portico-email-otp-input'), {
    target: { value: '123456' },
  })
  await expect
    .poll(() => client.stores.router.getState().view)
    .toEqual({ view: 'EmbeddedWalletRecovery', mode: 'unlock' })
  expect(screen.queryByTestId('portico-email-otp-error')).toBeNull()
})

it('a right code for a new account goes on to protect it, not to an error', async () => {
  let connected = 0
  const client = renderView(async () => {
    throw new RecoverySetupRequiredError()
  })
  client.connect = async () => {
    connected += 1
  }
  fireEvent.change(await screen.findByTestId('portico-email-otp-input'), {
    target: { value: '123456' },
  })
  await expect
    .poll(() => client.stores.router.getState().view)
    .toEqual({ view: 'EmbeddedWalletRecovery', mode: 'create' })
  expect(screen.queryByTestId('portico-email-otp-error')).toBeNull()
  // The AUTH connector connects only once the account is protected, from that view.
  expect(connected).toBe(0)
})

it('a wrong code stays an error on the code form', async () => {
  const client = renderView(async () => {
    throw new BaseError('Invalid code')
  })
  fireEvent.change(await screen.findByTestId('portico-email-otp-input'), {
    target: { value: '123456' },
  })
  expect((await screen.findByTestId('portico-email-otp-error')).textContent).toBe('Invalid code')
  expect(client.stores.router.getState().view.view).toBe('EmailVerifyOtp')
})
