// @vitest-environment jsdom
import { EmbeddedWalletTimeoutError } from '@portico/common'
import type { EmbeddedWallet } from '@portico/core'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import EmailVerifyDeviceView from './EmailVerifyDeviceView'

afterEach(cleanup)

async function renderInGerman(connectDevice: EmbeddedWallet['connectDevice']) {
  const client = createEmbeddedTestClient(idleEmbeddedWallet({ connectDevice }))
  renderWithClient(
    <EmailVerifyDeviceView email="ada@example.com" />,
    client,
    await loadTranslator('de'),
  )
}

it('asks in German to approve the device, and words a timed-out wait in German', async () => {
  let attempts = 0
  await renderInGerman(async () => {
    attempts += 1
    throw new EmbeddedWalletTimeoutError()
  })
  expect(screen.getByTestId('portico-view-EmailVerifyDevice').textContent).toContain(
    'Dieser Browser ist für dein Konto neu. Wir haben eine E-Mail an ada@example.com gesendet',
  )
  expect((await screen.findByTestId('portico-email-device-error')).textContent).toBe(
    'Zeitüberschreitung bei der Anfrage an die Embedded Wallet',
  )
  const retry = screen.getByTestId('portico-email-device-retry')
  expect(retry.textContent).toBe('Erneut versuchen')
  fireEvent.click(retry)
  await screen.findByTestId('portico-email-device-error')
  expect(attempts).toBe(2)
})
