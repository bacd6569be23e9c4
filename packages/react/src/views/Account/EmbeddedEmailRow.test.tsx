// @vitest-environment jsdom
import type { EmbeddedWalletUser } from '@portico/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { renderWithClient } from '../../testing/renderWithClient'
import { EmbeddedEmailRow } from './EmbeddedEmailRow'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

function renderRow(
  user: Pick<EmbeddedWalletUser, 'email' | 'authProvider' | 'userName'>,
  translator: Translator | null = null,
) {
  const { client } = createApiTestClient({})
  client.stores.account.getState().setAccount('eip155', {
    user: { address: TEST_ADDRESS, chainId: 31337, accounts: [], ...user },
  })
  renderWithClient(<EmbeddedEmailRow />, client, translator)
}

describe('EmbeddedEmailRow', () => {
  it('names the email for screen readers only, and offers to update it', () => {
    renderRow({ email: 'ada@example.com', authProvider: 'email' })
    const row = screen.getByTestId('portico-account-email')
    expect(row.textContent).toBe('Email ada@example.comUpdate email')
    expect(row.querySelector('.portico-sr-only')?.textContent).toBe('Email ')
  })

  it('reads in the visitor’s language', async () => {
    renderRow({ email: 'ada@example.com', authProvider: 'email' }, await loadTranslator('de'))
    const row = screen.getByTestId('portico-account-email')
    expect(row.querySelector('.portico-sr-only')?.textContent).toBe('E-Mail ')
    expect(row.textContent).toContain('E-Mail ändern')
    cleanup()
    renderRow({ authProvider: 'github', userName: 'ada' }, await loadTranslator('de'))
    const social = screen.getByTestId('portico-account-social')
    expect(social.querySelector('.portico-sr-only')?.textContent).toBe('Angemeldet mit ')
    expect(social.textContent).toBe('Angemeldet mit GitHub · @ada')
  })

  it('shows a Google login as Google with its email, and offers no email update', () => {
    renderRow({ email: 'ada@gmail.com', authProvider: 'google' })
    expect(screen.queryByTestId('portico-account-email')).toBeNull()
    expect(screen.getByTestId('portico-account-social').textContent).toBe(
      'Signed in with Google · ada@gmail.com',
    )
  })
})
