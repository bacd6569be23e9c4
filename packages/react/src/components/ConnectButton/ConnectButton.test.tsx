// @vitest-environment jsdom
import { truncateAddress } from '@portico/common'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../../context/PorticoProvider'
import { createTestClient } from '../../testing/createTestClient'
import { queryShadow } from '../../testing/queryShadow'
import { ConnectButton } from './ConnectButton'

/**
 * The kit's modules in a registry of their own: the account button's module (the modal's) not
 * yet loaded, as on a page, whatever other test files of this worker loaded before. That module
 * arrives only once `arrive()` is called, as a slow network would deliver it: whether it came
 * before the connection finished is then the test's choice, not the machine's speed.
 */
async function freshKit() {
  vi.resetModules()
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  vi.doMock('../../modal/Modal', async (importOriginal) => {
    await arrived
    return importOriginal()
  })
  return {
    arrive,
    ...(await import('../../context/PorticoProvider')),
    ...(await import('../../testing/createTestClient')),
    ...(await import('./ConnectButton')),
  }
}

/** Every style rule in the page-level buttons' shadow root, as text. */
function kitStyles(): string {
  const root = document.querySelector('portico-kit')?.shadowRoot
  return [
    ...[...(root?.querySelectorAll('style') ?? [])].map((style) => style.textContent),
    ...(root?.adoptedStyleSheets ?? []).flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    ),
  ].join('\n')
}

afterEach(() => {
  cleanup()
  vi.doUnmock('../../modal/Modal')
})

describe('ConnectButton', () => {
  it('once connected, stays a connecting button until the account button has loaded, then shows the account', async () => {
    const kit = await freshKit()
    const { client, wallet } = kit.createTestClient()
    render(
      <kit.PorticoProvider client={client} modal={false}>
        <kit.ConnectButton />
      </kit.PorticoProvider>,
    )
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    // The account button's code is not in the first load: the same task still shows the
    // connect button, busy, where the account button will appear.
    const waiting = queryShadow('portico-kit').getByTestId('portico-connect-button')
    expect(waiting.getAttribute('aria-busy')).toBe('true')
    expect(waiting.textContent).toBe('Connecting…')
    kit.arrive()
    await waitFor(
      () =>
        expect(
          queryShadow('portico-kit').getByTestId('portico-account-button-label').textContent,
        ).toBe(truncateAddress(wallet.address)),
      // Its first import here compiles the modal's module, which carries the account button:
      // seconds on a loaded machine.
      { timeout: 15_000 },
    )
    expect(queryShadow('portico-kit').queryByTestId('portico-connect-button')).toBeNull()
    // The account button brings the avatar's styles into the shadow root the page-level buttons
    // share; the connect button's own styles leave them out.
    const styles = kitStyles()
    expect(styles).toContain('.portico-avatar img')
    expect(styles).toContain('.portico-kit-button-pill')
  }, 20_000)

  it('paints with its own styles only: the account button variants and the modal scales stay out', () => {
    const { client } = createTestClient()
    render(
      <PorticoProvider client={client} modal={false}>
        <ConnectButton />
      </PorticoProvider>,
    )
    const styles = kitStyles()
    expect(styles).toContain(".portico-kit-button[data-variant='accent']")
    expect(styles).toContain('--portico-text-md')
    expect(styles).not.toContain('.portico-kit-button-pill')
    expect(styles).not.toContain('--portico-radius-xl')
  })

  it("with whenConnected 'hide', shows nothing once connected", async () => {
    const { client, wallet } = createTestClient()
    render(
      <PorticoProvider client={client} modal={false}>
        <ConnectButton whenConnected="hide" />
      </PorticoProvider>,
    )
    expect(queryShadow('portico-kit').getByTestId('portico-connect-button').textContent).toBe(
      'Connect Wallet',
    )
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    expect(document.querySelector('portico-kit')).toBeNull()
  })
})
