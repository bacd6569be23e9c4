// @vitest-environment jsdom

import { DEVNET_CHAINS } from '@portico/common'
import { createTestClient } from '@portico/react/testing'
import { act, cleanup, configure, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKitInstance } from '../createAppKitInstance'
import { setCurrentAppKit } from '../internal/currentAppKit'
import { toPorticoOptions } from '../options/toPorticoOptions'
import { AppKitAccountButton } from './AppKitAccountButton'
import { AppKitButton } from './AppKitButton'
import { AppKitConnectButton } from './AppKitConnectButton'
import { AppKitNetworkButton } from './AppKitNetworkButton'

// The lazily loaded button chunks can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  setCurrentAppKit(undefined)
})

/** The Portico buttons rendered by each kit host in `container`, by test id. */
function buttons(container: HTMLElement): string[] {
  return [...container.querySelectorAll('portico-kit')].flatMap((kit) =>
    [...(kit.shadowRoot?.querySelectorAll<HTMLElement>('[data-testid$="-button"]') ?? [])].map(
      (el) => `${el.dataset.testid}`,
    ),
  )
}

describe('AppKit React components', () => {
  it('render Portico buttons for the current instance and follow the connection', async () => {
    const { client: portico, wallet } = createTestClient()
    const appKit = createAppKitInstance(portico)
    setCurrentAppKit(appKit)
    await appKit.init()
    const { container } = render(
      <>
        <AppKitButton label="Go" />
        <AppKitConnectButton />
        <AppKitNetworkButton />
        <AppKitAccountButton balance="hide" />
      </>,
    )
    await waitFor(() =>
      expect(buttons(container)).toEqual([
        'portico-connect-button',
        'portico-connect-button',
        'portico-network-button',
      ]),
    )
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    await waitFor(() =>
      expect(buttons(container)).toEqual([
        'portico-account-button',
        'portico-network-button',
        'portico-account-button',
      ]),
    )
    // The buttons' provider started the client's project checks: let them end with the test.
    await portico.api.start()
  })

  it("show a network with the image createAppKit's chainImages gives it", async () => {
    const image = 'https://images.example/devnet-a.png'
    const { networks } = toPorticoOptions({
      projectId: 'p1',
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      chainImages: { 31337: image },
    })
    const { client: portico } = createTestClient({ networks })
    const appKit = createAppKitInstance(portico)
    setCurrentAppKit(appKit)
    await appKit.init()
    const { container } = render(<AppKitNetworkButton />)
    await waitFor(() => {
      const kit = container.querySelector('portico-kit')
      const button = kit?.shadowRoot?.querySelector('[data-testid="portico-network-button"]')
      expect(button?.querySelector('img')?.getAttribute('src')).toBe(image)
    })
    await portico.api.start()
  })
})
