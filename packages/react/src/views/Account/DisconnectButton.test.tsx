// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'
import { DisconnectButton } from './DisconnectButton'

afterEach(cleanup)

/** A client connected on Devnet A, its modal open on Account, with the disconnect row shown. */
async function renderConnected(disconnect: () => Promise<void>) {
  const { client, adapter, wallet } = createTestClient()
  adapter.disconnect = disconnect
  await act(() => client.connect({ connectorId: wallet.connector.id }))
  await act(() => client.open({ view: { view: 'Account' } }))
  renderWithClient(<DisconnectButton />, client)
  return client
}

const status = (client: Awaited<ReturnType<typeof renderConnected>>) =>
  client.stores.connection.getState().status.eip155

describe('DisconnectButton', () => {
  it('disconnects, then closes the modal', async () => {
    const client = await renderConnected(async () => {})
    fireEvent.click(screen.getByTestId('portico-disconnect'))
    await waitFor(() => expect(status(client)).toBe('disconnected'))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
  })

  it('a disconnect that ends after the modal was closed and opened again leaves the new opening open', async () => {
    let finish: () => void = () => {}
    // The wallet answers when the test says so.
    const client = await renderConnected(() => new Promise<void>((resolve) => (finish = resolve)))
    fireEvent.click(screen.getByTestId('portico-disconnect'))
    await act(() => client.close())
    await act(() => client.open())
    await act(async () => finish())
    await waitFor(() => expect(status(client)).toBe('disconnected'))
    expect(client.stores.modal.getState().open).toBe(true)
  })
})
