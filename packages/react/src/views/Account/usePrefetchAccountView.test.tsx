// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../../context/PorticoProvider'
import { createTestClient } from '../../testing/createTestClient'
import { LazyAccountView } from './LazyAccountView'
import { usePrefetchAccountView } from './usePrefetchAccountView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('usePrefetchAccountView', () => {
  it('fetches nothing for a visitor who is not connecting, and the view once a wallet connects', async () => {
    const preload = vi.spyOn(LazyAccountView, 'preload').mockResolvedValue()
    const { client, wallet } = createTestClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PorticoProvider client={client} modal={false}>
        {children}
      </PorticoProvider>
    )
    renderHook(() => usePrefetchAccountView(), { wrapper })
    expect(preload).not.toHaveBeenCalled()
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    expect(preload).toHaveBeenCalled()
  })
})
