// @vitest-environment jsdom
import type { FrameRect } from '@portico/core'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../components/ConnectButton/ConnectButton'
import { PorticoProvider } from '../../../context/PorticoProvider'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { queryShadow } from '../../../testing/queryShadow'

afterEach(cleanup)

describe('ApproveTransactionView in the modal', () => {
  it('hides the frame as soon as the modal starts to close, not after its animation', async () => {
    const shown: (FrameRect | undefined)[] = []
    const client = createEmbeddedTestClient(
      idleEmbeddedWallet({ showFrame: (rect) => void shown.push(rect) }),
    )
    render(
      <PorticoProvider client={client}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await act(() => client.init())
    await act(() => client.open({ view: { view: 'ApproveTransaction', kind: 'transaction' } }))
    const modal = await waitFor(() => queryShadow('portico-modal'), { timeout: 20_000 })
    await modal.findByTestId('portico-view-ApproveTransaction')
    await waitFor(() => expect(shown.at(-1)).toBeDefined())

    // The request settled: core closes the modal. Its view fades out for the close animation,
    // while the overlay already lets clicks through to the page; the frame, laid over the page,
    // would take the visitor's next click there (the page's Sign button right after a send).
    act(() => client.close({ force: true }))
    expect(client.stores.modal.getState().open).toBe(false)
    expect(modal.getByTestId('portico-view-ApproveTransaction')).toBeTruthy()
    expect(shown.at(-1)).toBeUndefined()
  })
})
