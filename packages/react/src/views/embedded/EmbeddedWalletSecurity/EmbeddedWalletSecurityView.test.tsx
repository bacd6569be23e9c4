// @vitest-environment jsdom
import type { EmbeddedWallet } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { frameRefusal } from '../../../testing/frameRefusal'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import EmbeddedWalletSecurityView from './EmbeddedWalletSecurityView'

afterEach(cleanup)

const ONLY_DEVICE =
  'This is the only device your wallet can be recovered from. Open the wallet on another device first'

/** The view, open in the modal over Account, on a client whose embedded wallet is `wallet`. */
function renderView(
  overrides: Partial<EmbeddedWallet>,
  options: { recoveryProtected?: boolean; translator?: Translator | null } = {},
) {
  const client = createEmbeddedTestClient(idleEmbeddedWallet(overrides))
  client.stores.chain.getState().setActiveNamespace('eip155')
  client.stores.account.getState().setAccount('eip155', {
    user: {
      address: '0x1111111111111111111111111111111111111111',
      chainId: 1,
      accounts: [],
      email: 'ada@example.com',
      ...(options.recoveryProtected !== undefined && {
        recoveryProtected: options.recoveryProtected,
      }),
    },
  })
  client.stores.modal.setState({ open: true })
  client.push({ view: 'Account' })
  client.push({ view: 'EmbeddedWalletSecurity' })
  renderWithClient(<EmbeddedWalletSecurityView />, client, options.translator)
  return client
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId))

describe('EmbeddedWalletSecurityView', () => {
  it('lists protect (while recovery is unprotected), export, remove and sign out everywhere', () => {
    renderView({}, { recoveryProtected: false })
    expect(screen.getByTestId('portico-account-protect-recovery').textContent).toContain(
      'Protect your wallet',
    )
    expect(screen.getByTestId('portico-security-export').textContent).toContain(
      'Export private key',
    )
    expect(screen.getByTestId('portico-security-remove').textContent).toContain(
      'Remove this device',
    )
    expect(screen.getByTestId('portico-security-sign-out-everywhere').textContent).toContain(
      'Sign out everywhere',
    )
    cleanup()
    renderView({}, { recoveryProtected: true })
    expect(screen.queryByTestId('portico-account-protect-recovery')).toBeNull()
    expect(screen.getByTestId('portico-security-export')).not.toBeNull()
  })

  it('opens the protect form and the export view', () => {
    const client = renderView({}, { recoveryProtected: false })
    click('portico-account-protect-recovery')
    expect(client.stores.router.getState().view).toEqual({
      view: 'EmbeddedWalletRecovery',
      mode: 'protect',
    })
    client.goBack()
    click('portico-security-export')
    expect(client.stores.router.getState().view).toEqual({ view: 'EmbeddedWalletExport' })
  })

  it('remove: the first click only asks; Cancel asks nothing; the confirm removes, then the modal closes', async () => {
    let removed = 0
    const client = renderView({
      removeDevice: async () => {
        removed += 1
      },
    })
    click('portico-security-remove')
    expect(screen.getByTestId('portico-security-confirm-remove').textContent).toContain(
      'Remove this device? You will need your email (and recovery password) to use this wallet here again.',
    )
    expect(screen.getByTestId('portico-security-confirm').textContent).toBe('Remove this device')
    click('portico-security-cancel')
    expect(screen.getByTestId('portico-security-remove')).not.toBeNull()
    expect(removed).toBe(0)

    // A double click on the row: its second click lands on the confirm button, which ignores it.
    click('portico-security-remove')
    fireEvent.click(screen.getByTestId('portico-security-confirm'), { detail: 2 })
    expect(removed).toBe(0)
    expect(client.stores.modal.getState().open).toBe(true)
    fireEvent.click(screen.getByTestId('portico-security-confirm'), { detail: 1 })
    await expect.poll(() => client.stores.modal.getState().open).toBe(false)
    expect(removed).toBe(1)
    const toast = client.stores.toast.getState()
    expect(toast.variant).toBe('success')
    expect(toast.message).toBe('This device was removed from your wallet')
  })

  it('an ending that finishes after the modal was closed and opened again leaves the new opening open', async () => {
    let finish: () => void = () => {}
    // The frame answers when the test says so.
    const client = renderView({
      removeDevice: () => new Promise<void>((resolve) => (finish = resolve)),
    })
    click('portico-security-remove')
    click('portico-security-confirm')
    await act(() => client.close())
    await act(() => client.open())
    await act(async () => finish())
    await expect
      .poll(() => client.stores.toast.getState().message)
      .toBe('This device was removed from your wallet')
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('remove on the only device: the frame’s refusal in the visitor’s language, the modal stays', async () => {
    const client = renderView(
      {
        removeDevice: async () => {
          throw frameRefusal(ONLY_DEVICE, 'ONLY_RECOVERABLE_DEVICE')
        },
      },
      { translator: await loadTranslator('fr') },
    )
    click('portico-security-remove')
    click('portico-security-confirm')
    expect((await screen.findByTestId('portico-security-error')).textContent).toBe(
      'C’est le seul appareil depuis lequel votre wallet peut être récupéré. Ouvrez d’abord le wallet sur un autre appareil',
    )
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toEqual({ view: 'EmbeddedWalletSecurity' })
    // The confirm button can be pressed again.
    expect((screen.getByTestId('portico-security-confirm') as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('sign out everywhere: asked first, then every session ends and the modal closes', async () => {
    let calls = 0
    const client = renderView({
      signOutEverywhere: async () => {
        calls += 1
      },
    })
    click('portico-security-sign-out-everywhere')
    expect(screen.getByTestId('portico-security-confirm-everywhere').textContent).toContain(
      'Sign out everywhere? Every device, this one too, will need your email to open this wallet again.',
    )
    expect(calls).toBe(0)
    click('portico-security-confirm')
    await expect.poll(() => client.stores.modal.getState().open).toBe(false)
    expect(calls).toBe(1)
    expect(client.stores.toast.getState().message).toBe('Signed out on every device')
  })
})
