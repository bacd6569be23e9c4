// @vitest-environment jsdom

import { STORAGE_KEYS } from '@portico/common'
import type { Portico } from '@portico/core'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { useModal } from '../hooks/useModal'
import { usePortico } from '../hooks/usePortico'
import { createTestClient } from '../testing/createTestClient'
import { queryShadow } from '../testing/queryShadow'
import { PorticoProvider } from './PorticoProvider'

afterEach(cleanup)

/** Storage as a returning visitor's page has it: a connected wallet to restore. */
function storedSession() {
  const stored = new Map<string, string>([
    [STORAGE_KEYS.connectionStatus, JSON.stringify({ eip155: 'connected' })],
  ])
  return {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  }
}

/** A page with the Connect button under the provider of `client`. */
function renderButton(client: Portico) {
  return render(
    <PorticoProvider client={client}>
      <ConnectButton />
    </PorticoProvider>,
  )
}

/** A site's own sign-in button, opening the modal through one of the public hooks. */
function SignIn({ useOpener }: { useOpener: typeof usePortico }) {
  const { open } = useOpener()
  return (
    <button type="button" onClick={() => void open()}>
      Sign in
    </button>
  )
}

describe('PorticoProvider', () => {
  it('with a stored session, shows the connect button first, then starts the client once', async () => {
    const { client } = createTestClient({ storage: storedSession() })
    const init = vi.spyOn(client, 'init')
    const start = vi.spyOn(client.api, 'start')
    renderButton(client)
    // The render and its effects are done: the button is there, the start-up (chunk requests,
    // project checks) has not run in the same task.
    expect(queryShadow('portico-kit').getByTestId('portico-connect-button')).toBeTruthy()
    expect(init).not.toHaveBeenCalled()
    expect(start).not.toHaveBeenCalled()
    await waitFor(() => expect(init).toHaveBeenCalledTimes(1))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('with nothing to restore, starts the client when the visitor reaches for a kit button', async () => {
    const { client } = createTestClient()
    const init = vi.spyOn(client, 'init')
    const start = vi.spyOn(client.api, 'start')
    renderButton(client)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(init).not.toHaveBeenCalled()
    expect(start).not.toHaveBeenCalled()
    const button = queryShadow('portico-kit').getByTestId('portico-connect-button')
    act(() => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    })
    await waitFor(() => expect(init).toHaveBeenCalledTimes(1))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("with the site's own opener (usePortico, useModal), starts the client soon after the load; the kit's buttons alone do not", async () => {
    const { client: kitOnly } = createTestClient()
    const kitInit = vi.spyOn(kitOnly, 'init')
    renderButton(kitOnly)
    for (const useOpener of [usePortico, useModal]) {
      const { client } = createTestClient()
      const init = vi.spyOn(client, 'init')
      const page = render(
        <PorticoProvider client={client}>
          <ConnectButton />
          <SignIn useOpener={useOpener} />
        </PorticoProvider>,
      )
      // jsdom's page has loaded: the first idle moment (a short timeout there) starts it, with no
      // hover, where a page without an opener waits 5 idle seconds.
      await waitFor(() => expect(init).toHaveBeenCalledTimes(1), { timeout: 1_000 })
      page.unmount()
    }
    // Mounted all along beside them, the page with only the kit's button started nothing.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(kitInit).not.toHaveBeenCalled()
  })

  it('does not start a client whose provider unmounted in the same task', async () => {
    const { client } = createTestClient({ storage: storedSession() })
    const init = vi.spyOn(client, 'init')
    const { unmount } = renderButton(client)
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(init).not.toHaveBeenCalled()
  })
  it("speaks the client's locale on the buttons once its messages arrive, and follows setLocale", async () => {
    const { client } = createTestClient({ locale: 'de' })
    renderButton(client)
    const button = () => queryShadow('portico-kit').getByTestId('portico-connect-button')
    // English until the German chunk has loaded: never a blank button.
    expect(button().textContent).toBe('Connect Wallet')
    // The messages come with the modal's module: transformed from source here, which takes a while.
    await waitFor(() => expect(button().textContent).toBe('Wallet verbinden'), { timeout: 15_000 })
    const host = document.querySelector('portico-kit')?.shadowRoot?.querySelector('.portico-root')
    expect(host?.getAttribute('lang')).toBe('de')
    act(() => client.stores.theme.getState().setLocale('ar'))
    await waitFor(() => expect(button().textContent).toBe('ربط المحفظة'), { timeout: 5_000 })
    expect(
      document
        .querySelector('portico-kit')
        ?.shadowRoot?.querySelector('.portico-root')
        ?.getAttribute('dir'),
    ).toBe('rtl')
    act(() => client.stores.theme.getState().setLocale('en'))
    await waitFor(() => expect(button().textContent).toBe('Connect Wallet'))
  }, 30_000)
})
