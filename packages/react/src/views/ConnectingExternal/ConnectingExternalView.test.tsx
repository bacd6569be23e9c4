// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { loadTranslator } from '../../i18n/loadTranslator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import { createTestClient } from '../../testing/createTestClient'
import { ConnectingExternalView } from './ConnectingExternalView'

afterEach(cleanup)

describe('ConnectingExternalView', () => {
  it("words core's reason for a declined connection in the visitor's language", async () => {
    const { client, wallet } = createTestClient()
    wallet.rejectNext = new UserRejectedRequestError()
    render(
      <PorticoContext.Provider value={client}>
        <TranslatorContext.Provider value={await loadTranslator('de')}>
          <ConnectingExternalView view="ConnectingExternal" connector={wallet.connector} />
        </TranslatorContext.Provider>
      </PorticoContext.Provider>,
    )
    expect(await screen.findByText('Du hast die Anfrage in deiner Wallet abgelehnt.')).toBeTruthy()
  })

  it('shows a reason core does not know as it came', async () => {
    const { client, wallet } = createTestClient()
    wallet.rejectNext = new Error('Wallet is locked')
    render(
      <PorticoContext.Provider value={client}>
        <TranslatorContext.Provider value={await loadTranslator('de')}>
          <ConnectingExternalView view="ConnectingExternal" connector={wallet.connector} />
        </TranslatorContext.Provider>
      </PorticoContext.Provider>,
    )
    expect(await screen.findByText('Wallet is locked')).toBeTruthy()
  })
})
