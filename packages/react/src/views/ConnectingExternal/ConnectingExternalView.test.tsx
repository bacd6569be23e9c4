// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'
import { ConnectingExternalView } from './ConnectingExternalView'

afterEach(cleanup)

describe('ConnectingExternalView', () => {
  it("words core's reason for a declined connection in the visitor's language", async () => {
    const { client, wallet } = createTestClient()
    wallet.rejectNext = new UserRejectedRequestError()
    renderWithClient(
      <ConnectingExternalView view="ConnectingExternal" connector={wallet.connector} />,
      client,
      await loadTranslator('de'),
    )
    expect(await screen.findByText('Du hast die Anfrage in deiner Wallet abgelehnt.')).toBeTruthy()
  })

  it('shows a reason core does not know as it came', async () => {
    const { client, wallet } = createTestClient()
    wallet.rejectNext = new Error('Wallet is locked')
    renderWithClient(
      <ConnectingExternalView view="ConnectingExternal" connector={wallet.connector} />,
      client,
      await loadTranslator('de'),
    )
    expect(await screen.findByText('Wallet is locked')).toBeTruthy()
  })
})
