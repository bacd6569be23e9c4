// @vitest-environment jsdom

import { createTestClient } from '@portico/react/testing'
import { act, configure, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKitInstance } from '../createAppKitInstance'
import { setCurrentAppKit } from '../internal/currentAppKit'
import { defineAppKitElements } from './defineAppKitElements'

// The lazily loaded button chunks can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

let started: Promise<void> | undefined

afterEach(async () => {
  // The elements' provider started the client's project checks: let them end with the test.
  await started
  document.body.replaceChildren()
  setCurrentAppKit(undefined)
})

/** The element of a Portico button inside `<tag>`'s shadow-rooted kit host. */
function inKit(host: Element, testId: string): HTMLElement | null {
  const kit = host.querySelector('portico-kit')
  return kit?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null
}

async function mounted(html: string) {
  const { client: portico, wallet } = createTestClient()
  const appKit = createAppKitInstance(portico)
  setCurrentAppKit(appKit)
  await appKit.init()
  defineAppKitElements(customElements)
  started = portico.api.start()
  const container = document.createElement('div')
  await act(async () => {
    container.innerHTML = html
    document.body.append(container)
  })
  return { portico, wallet, container }
}

describe('<appkit-*> elements', () => {
  it('are defined once, whatever the number of calls', () => {
    defineAppKitElements(customElements)
    const first = customElements.get('appkit-button')
    defineAppKitElements(customElements)
    expect(customElements.get('appkit-button')).toBe(first)
    expect(customElements.get('appkit-connect-button')).toBeDefined()
    expect(customElements.get('appkit-network-button')).toBeDefined()
    expect(customElements.get('appkit-account-button')).toBeDefined()
  })

  it('<appkit-button> shows the connect button with its label, then the account', async () => {
    const { portico, wallet, container } = await mounted(
      '<appkit-button label="Sign in"></appkit-button>',
    )
    const host = container.querySelector('appkit-button') as Element
    await waitFor(() => expect(inKit(host, 'portico-connect-button')?.textContent).toBe('Sign in'))
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    await waitFor(() => expect(inKit(host, 'portico-account-button')).not.toBeNull())
    expect(inKit(host, 'portico-connect-button')).toBeNull()
  })

  it('<appkit-connect-button> hides once connected', async () => {
    const { portico, wallet, container } = await mounted(
      '<appkit-connect-button size="sm"></appkit-connect-button>',
    )
    const host = container.querySelector('appkit-connect-button') as Element
    await waitFor(() => expect(inKit(host, 'portico-connect-button')).not.toBeNull())
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    await waitFor(() => expect(inKit(host, 'portico-connect-button')).toBeNull())
    expect(inKit(host, 'portico-account-button')).toBeNull()
  })

  it('<appkit-network-button> shows the active network', async () => {
    const { container } = await mounted('<appkit-network-button></appkit-network-button>')
    const host = container.querySelector('appkit-network-button') as Element
    await waitFor(() =>
      expect(inKit(host, 'portico-network-button')?.textContent).toContain('Portico Devnet A'),
    )
  })

  it('follow attribute changes and unmount when removed', async () => {
    const { container } = await mounted('<appkit-button label="One"></appkit-button>')
    const host = container.querySelector('appkit-button') as Element
    await waitFor(() => expect(inKit(host, 'portico-connect-button')?.textContent).toBe('One'))
    await act(async () => host.setAttribute('label', 'Two'))
    await waitFor(() => expect(inKit(host, 'portico-connect-button')?.textContent).toBe('Two'))
    await act(async () => host.remove())
    await waitFor(() => expect(host.childElementCount).toBe(0))
  })
})
