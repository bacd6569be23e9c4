// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { createTestClient } from '../testing/createTestClient'
import { queryShadow } from '../testing/queryShadow'
import { PorticoProvider } from './PorticoProvider'

afterEach(cleanup)

describe('PorticoProvider', () => {
  it('shows the connect button before the client starts, then starts it once', async () => {
    const { client } = createTestClient()
    const init = vi.spyOn(client, 'init')
    const start = vi.spyOn(client.api, 'start')
    render(
      <PorticoProvider client={client}>
        <ConnectButton />
      </PorticoProvider>,
    )
    // The render and its effects are done: the button is there, the start-up (chunk requests,
    // project checks) has not run in the same task.
    expect(queryShadow('portico-kit').getByTestId('portico-connect-button')).toBeTruthy()
    expect(init).not.toHaveBeenCalled()
    expect(start).not.toHaveBeenCalled()
    await waitFor(() => expect(init).toHaveBeenCalledTimes(1))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('does not start a client whose provider unmounted in the same task', async () => {
    const { client } = createTestClient()
    const init = vi.spyOn(client, 'init')
    const { unmount } = render(
      <PorticoProvider client={client}>
        <ConnectButton />
      </PorticoProvider>,
    )
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(init).not.toHaveBeenCalled()
  })
})
