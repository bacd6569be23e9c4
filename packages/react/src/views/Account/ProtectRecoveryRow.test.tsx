// @vitest-environment jsdom
import type { EmbeddedWalletUser } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { renderWithClient } from '../../testing/renderWithClient'
import { ProtectRecoveryRow } from './ProtectRecoveryRow'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

function renderRow(
  recovery: Pick<EmbeddedWalletUser, 'recoveryProtected'> | undefined,
  translator: Translator | null = null,
) {
  const { client } = createApiTestClient({})
  if (recovery)
    client.stores.account.getState().setAccount('eip155', {
      user: {
        address: TEST_ADDRESS,
        chainId: 31337,
        accounts: [],
        email: 'ada@example.com',
        ...recovery,
      },
    })
  renderWithClient(<ProtectRecoveryRow />, client, translator)
  return client
}

const row = () => screen.queryByTestId('portico-account-protect-recovery')

describe('ProtectRecoveryRow', () => {
  it('offers protection while the embedded wallet’s recovery is not protected, and opens the form', () => {
    const client = renderRow({ recoveryProtected: false })
    expect(row()?.textContent).toBe(
      'Protect your walletAdd a recovery password so only you can restore this wallet',
    )
    fireEvent.click(row() as HTMLElement)
    expect(client.stores.router.getState().view).toEqual({
      view: 'EmbeddedWalletRecovery',
      mode: 'protect',
    })
  })

  it('disappears once the user says it is protected', () => {
    const client = renderRow({ recoveryProtected: false })
    expect(row()).not.toBeNull()
    act(() => {
      const user = client.stores.account.getState().accounts.eip155?.user
      if (user)
        client.stores.account
          .getState()
          .setAccount('eip155', { user: { ...user, recoveryProtected: true } })
    })
    expect(row()).toBeNull()
  })

  it('is not there for other wallets, protected accounts, or frames that do not say', () => {
    renderRow(undefined)
    expect(row()).toBeNull()
    cleanup()
    renderRow({ recoveryProtected: true })
    expect(row()).toBeNull()
    cleanup()
    renderRow({})
    expect(row()).toBeNull()
  })

  it('reads in the visitor’s language', async () => {
    renderRow({ recoveryProtected: false }, await loadTranslator('fr'))
    expect(row()?.textContent).toContain('Protéger votre wallet')
  })
})
