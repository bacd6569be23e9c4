// @vitest-environment jsdom
import { EmbeddedWalletTimeoutError, KNOWN_CHAINS } from '@portico/common'
import { createPortico, type EmbeddedWallet } from '@portico/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { TranslatorContext } from '../../../i18n/TranslatorContext'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import EmailVerifyDeviceView from './EmailVerifyDeviceView'

afterEach(cleanup)

async function renderInGerman(connectDevice: EmbeddedWallet['connectDevice']) {
  const wallet = idleEmbeddedWallet({ connectDevice })
  const client = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
  })
  const translator = await loadTranslator('de')
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>
        <EmailVerifyDeviceView email="ada@example.com" />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
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
