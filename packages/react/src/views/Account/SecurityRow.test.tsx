// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { renderWithClient } from '../../testing/renderWithClient'
import { SecurityRow } from './SecurityRow'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

function renderRow(embedded: boolean, translator: Translator | null = null) {
  const { client } = createApiTestClient({})
  if (embedded)
    client.stores.account.getState().setAccount('eip155', {
      user: { address: TEST_ADDRESS, chainId: 31337, accounts: [], email: 'ada@example.com' },
    })
  renderWithClient(<SecurityRow />, client, translator)
  return client
}

const row = () => screen.queryByTestId('portico-account-security')

describe('SecurityRow', () => {
  it('is there for the embedded wallet and opens its security controls', () => {
    const client = renderRow(true)
    expect(row()?.textContent).toBe('Security')
    fireEvent.click(row() as HTMLElement)
    expect(client.stores.router.getState().view).toEqual({ view: 'EmbeddedWalletSecurity' })
  })

  it('is not there for other wallets', () => {
    renderRow(false)
    expect(row()).toBeNull()
  })

  it('reads in the visitor’s language', async () => {
    renderRow(true, await loadTranslator('ja'))
    expect(row()?.textContent).toBe('セキュリティ')
  })
})
