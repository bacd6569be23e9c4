// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import type { SiwxConfig, SiwxSession } from '@portico/core'
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { PorticoProvider } from '../../context/PorticoProvider'
import { createTestClient } from '../../testing/createTestClient'
import { queryShadow } from '../../testing/queryShadow'

afterEach(cleanup)

function memorySiwx(required: boolean) {
  const sessions: SiwxSession[] = []
  let release: (() => void) | undefined
  const siwx: SiwxConfig & { hold(): void } = {
    hold: () => {
      release = undefined
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      siwx.addSession = async (session) => {
        await gate
        sessions.push(session)
      }
    },
    createMessage: async ({ accountAddress, chainId }) => ({
      data: {
        accountAddress,
        chainId,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n0nce123',
      },
      message: `app.test wants you to sign in with ${accountAddress}`,
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => sessions,
    getRequired: () => required,
  }
  return { siwx, sessions, release: () => release?.() }
}

async function setup(required = false, locale: 'en' | 'de' = 'en') {
  const memory = memorySiwx(required)
  const test = createTestClient({
    siwx: memory.siwx,
    metadata: { name: 'Acme', description: 'd', url: 'https://app.test', icons: [] },
    locale,
  })
  render(
    <PorticoProvider client={test.client}>
      <ConnectButton />
    </PorticoProvider>,
  )
  await act(() => test.client.init())
  fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
  // The modal is its own chunk: the first load in a cold run takes a while.
  const wallet = await waitFor(
    () => queryShadow('portico-modal').getByTestId('portico-wallet-org.portico.test'),
    { timeout: 20_000 },
  )
  fireEvent.click(wallet)
  const modal = queryShadow('portico-modal')
  await modal.findByTestId('portico-view-SIWXSignMessage', {}, { timeout: 20_000 })
  return { ...test, ...memory, modal }
}

const isOpen = () =>
  document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]') != null

describe('SIWXSignMessage view', () => {
  it('asks the connected account to sign in for the app, named in the dialog title', async () => {
    const { modal } = await setup()
    expect(modal.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect(modal.getByTestId('portico-siwx-title').textContent).toBe(
      'Acme wants you to sign in to prove you own this wallet',
    )
    expect(modal.getByTestId('portico-siwx-sign').textContent).toBe('Sign')
    expect(modal.getByTestId('portico-siwx-cancel').textContent).toBe('Cancel')
    expect(modal.getByTestId('portico-close')).toBeTruthy()
    expect(modal.queryByTestId('portico-siwx-required')).toBeNull()
  })

  it('shows the button busy while the wallet signs, then closes signed in', async () => {
    const { modal, siwx, sessions, release } = await setup()
    siwx.hold()
    fireEvent.click(modal.getByTestId('portico-siwx-sign'))
    await waitFor(() =>
      expect(modal.getByTestId('portico-siwx-sign').getAttribute('aria-busy')).toBe('true'),
    )
    expect(modal.getByTestId('portico-siwx-sign').textContent).toBe('Signing…')
    // A wallet that never answers must not trap the user.
    expect((modal.getByTestId('portico-siwx-cancel') as HTMLButtonElement).disabled).toBe(false)
    await act(async () => release())
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(sessions).toHaveLength(1)
  })

  it('a declined signature shows Signature declined and lets the user retry', async () => {
    const { modal, wallet, sessions } = await setup()
    wallet.rejectNext = new UserRejectedRequestError()
    fireEvent.click(modal.getByTestId('portico-siwx-sign'))
    const error = await modal.findByTestId('portico-siwx-error')
    expect(error.textContent).toBe('Signature declined')
    expect(error.getAttribute('role')).toBe('alert')
    expect(modal.getByTestId('portico-siwx-sign').textContent).toBe('Try again')
    fireEvent.click(modal.getByTestId('portico-siwx-sign'))
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(sessions).toHaveLength(1)
  })

  it('optional: Cancel closes and keeps the wallet connected', async () => {
    const { modal, client } = await setup()
    fireEvent.click(modal.getByTestId('portico-siwx-cancel'))
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(client.stores.connection.getState().status.eip155).toBe('connected')
  })

  it('required: no close button, the reason is shown, Esc is refused, Cancel disconnects', async () => {
    const { modal, client } = await setup(true)
    expect(modal.queryByTestId('portico-close')).toBeNull()
    expect(modal.getByTestId('portico-siwx-required').textContent).toBe(
      'Acme requires signing in. Cancelling disconnects your wallet.',
    )
    fireEvent.keyDown(modal.getByRole('dialog'), { key: 'Escape' })
    expect(isOpen()).toBe(true)
    const cancel = modal.getByTestId('portico-siwx-cancel')
    expect(cancel.textContent).toBe('Cancel')
    fireEvent.click(cancel)
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(client.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it("AppKit's legacy ConnectingSiwe view shows the same sign-in, with its rules", async () => {
    const { modal, client, sessions } = await setup(true)
    act(() => client.stores.router.getState().reset({ view: 'ConnectingSiwe' }))
    await modal.findByTestId('portico-siwx-sign')
    expect(client.stores.router.getState().view).toEqual({ view: 'ConnectingSiwe' })
    expect(modal.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect(modal.queryByTestId('portico-close')).toBeNull()
    fireEvent.click(modal.getByTestId('portico-siwx-sign'))
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(sessions).toHaveLength(1)
  })

  it('speaks German: the app named in the sentence, a declined signature translated', async () => {
    const { modal, wallet } = await setup(true, 'de')
    await waitFor(() =>
      expect(modal.getByTestId('portico-siwx-title').textContent).toBe(
        'Acme möchte, dass du dich anmeldest, um zu bestätigen, dass dir diese Wallet gehört',
      ),
    )
    expect(modal.getByTestId('portico-siwx-sign').textContent).toBe('Signieren')
    expect(modal.getByTestId('portico-siwx-required').textContent).toBe(
      'Acme erfordert eine Anmeldung. Beim Abbrechen wird deine Wallet getrennt.',
    )
    wallet.rejectNext = new UserRejectedRequestError()
    fireEvent.click(modal.getByTestId('portico-siwx-sign'))
    expect((await modal.findByTestId('portico-siwx-error')).textContent).toBe('Signatur abgelehnt')
    expect(modal.getByTestId('portico-siwx-sign').textContent).toBe('Erneut versuchen')
  })
})
