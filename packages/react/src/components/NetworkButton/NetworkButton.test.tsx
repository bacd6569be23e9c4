// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoProvider } from '../../context/PorticoProvider'
import { createTestClient } from '../../testing/createTestClient'
import { queryShadow } from '../../testing/queryShadow'
import { NetworkButton } from './NetworkButton'

afterEach(cleanup)

describe('NetworkButton', () => {
  it("brings the network icon's and its pill's styles into its own shadow root", async () => {
    const { client, wallet } = createTestClient()
    render(
      <PorticoProvider client={client} modal={false}>
        <NetworkButton />
      </PorticoProvider>,
    )
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    const button = queryShadow('portico-kit').getByTestId('portico-network-button')
    expect(button.querySelector('.portico-kit-button-pill .portico-network-icon')).not.toBeNull()
    // jsdom has no adoptedStyleSheets: the styles are the shadow root's <style> elements.
    const styles = [
      ...(document.querySelector('portico-kit')?.shadowRoot?.querySelectorAll('style') ?? []),
    ]
      .map((style) => style.textContent)
      .join('\n')
    // Without the avatar's sheet the icon was a square with unstyled initials.
    expect(styles).toContain('.portico-avatar, .portico-network-icon {')
    expect(styles).toContain(".portico-kit-button[data-variant='surface']")
  })
})
