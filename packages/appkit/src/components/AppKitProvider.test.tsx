// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { createTestClient } from '@portico/react/testing'
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppKit } from '../hooks/useAppKit'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { useAppKitState } from '../hooks/useAppKitState'
import { getCurrentAppKit, setCurrentAppKit } from '../internal/currentAppKit'
import { AppKitProvider } from './AppKitProvider'

// Start-up and the lazily loaded modal can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  setCurrentAppKit(undefined)
})

function Status() {
  const { status } = useAppKitAccount()
  const { initialized, open } = useAppKitState()
  const { open: openModal } = useAppKit()
  return (
    <button type="button" onClick={() => openModal({ view: 'Networks' })}>
      {`${status} ${initialized ? 'initialized' : 'starting'} ${open ? 'open' : 'closed'}`}
    </button>
  )
}

describe('AppKitProvider', () => {
  it('makes the instance its children use, starts it and hosts its modal while mounted', async () => {
    const { adapter } = createTestClient()
    const { unmount } = render(
      <AppKitProvider
        projectId="p1"
        networks={[DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB]}
        adapters={[{ porticoAdapter: adapter }]}
        storage={null}
        logger={{ warn: () => {}, error: () => {} }}
      >
        <Status />
      </AppKitProvider>,
    )
    await waitFor(() => screen.getByText('disconnected initialized closed'))
    expect(document.querySelectorAll('[data-portico-appkit]')).toHaveLength(1)
    await act(() => screen.getByRole('button').click())
    await waitFor(() => screen.getByText('disconnected initialized open'))
    // The modal's provider started the client's project checks: let them end with the test.
    await getCurrentAppKit().portico.api.start()
    unmount()
    await waitFor(() => expect(document.querySelectorAll('[data-portico-appkit]')).toHaveLength(0))
  })
})
