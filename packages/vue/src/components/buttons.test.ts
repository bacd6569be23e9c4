// @vitest-environment jsdom
import { truncateAddress } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { h, nextTick } from 'vue'
import { devnetClient } from '../testing/devnetClient'
import { mountWith } from '../testing/mountWith'
import { useTestDevnets } from '../testing/useTestDevnets'
import { useUnmountAfterEach } from '../testing/useUnmountAfterEach'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

const devnets = useTestDevnets()
const mounted = useUnmountAfterEach()

/** The buttons of a page, each read from its own shadow root. */
function buttonIn(element: HTMLElement, testId: string): HTMLButtonElement | null {
  for (const host of element.querySelectorAll('portico-kit')) {
    const button = host.shadowRoot?.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)
    if (button) return button
  }
  return null
}

async function page() {
  const { client, connectorId, address } = devnetClient(devnets())
  const view = mountWith(client, () => null, {
    render: () => [h(NetworkButton), h(ConnectButton)],
  })
  mounted.push(view.unmount)
  await client.init()
  await nextTick()
  return { client, connectorId, address, element: view.element }
}

describe('@portico/vue buttons', () => {
  it('draw in shadow roots of their own, themed, with the words of the client', async () => {
    const { element } = await page()
    const connect = buttonIn(element, 'portico-connect-button')
    expect(connect?.textContent).toBe('Connect Wallet')
    expect(connect?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(connect?.closest('.portico-root')?.getAttribute('data-theme')).toBe('dark')
    const network = buttonIn(element, 'portico-network-button')
    expect(
      network?.querySelector('.portico-kit-button-pill > span:last-of-type')?.textContent,
    ).toBe('Devnet 31337')
    // A local devnet has no image: its colour and initials stand in.
    expect(network?.querySelector('.portico-network-icon')?.textContent).toBe('D')
    // Nothing of the button is in the page's own DOM, where the page's CSS would reach it.
    expect(element.querySelector('button')).toBeNull()
  })

  it('speak the language the client is set to', async () => {
    const { client, element } = await page()
    client.stores.theme.getState().setLocale('de')
    await vi.waitFor(() =>
      expect(buttonIn(element, 'portico-connect-button')?.textContent).toBe('Wallet verbinden'),
    )
  })

  it('open the modal: Connect from the connect button, the network list from the network button', async () => {
    const { client, element } = await page()
    buttonIn(element, 'portico-network-button')?.click()
    await vi.waitFor(() => expect(client.stores.router.getState().view.view).toBe('Networks'))
    client.close({ force: true })
    buttonIn(element, 'portico-connect-button')?.click()
    await vi.waitFor(() => expect(client.stores.router.getState().view.view).toBe('Connect'))
    expect(client.stores.modal.getState().open || client.stores.modal.getState().loading).toBe(true)
  })

  it('turn into the account button once a wallet connects, and back on disconnect', async () => {
    const { client, connectorId, address, element } = await page()
    await client.connect({ connectorId })
    await vi.waitFor(() =>
      expect(
        buttonIn(element, 'portico-account-button')?.querySelector(
          '[data-testid="portico-account-button-label"]',
        )?.textContent,
      ).toBe(truncateAddress(address)),
    )
    expect(buttonIn(element, 'portico-connect-button')).toBeNull()
    await vi.waitFor(() =>
      expect(buttonIn(element, 'portico-account-button')?.textContent).toContain('ETH'),
    )
    await client.disconnect()
    await vi.waitFor(() =>
      expect(buttonIn(element, 'portico-connect-button')?.textContent).toBe('Connect Wallet'),
    )
  })
})
