// @vitest-environment jsdom
import { BaseError } from '@portico/common'
import type { EmbeddedWallet } from '@portico/core'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
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
  const client = createEmbeddedTestClient(idleEmbeddedWallet({ connectOtp }))
  client.push({ view: 'EmailVerifyOtp', email: 'ada@example.com' })
  renderWithClient(<EmailVerifyOtpView email="ada@example.com" />, client)
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
