// @vitest-environment jsdom
import type { SocialProvider } from '@portico/common'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { LazyConnectingFarcasterView, LazyConnectingSocialView } from '../../loading/lazyViews'
import { createTestClient } from '../../testing/createTestClient'
import { usePreloadSocialViews } from './usePreloadSocialViews'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Preload({ providers }: { providers: readonly SocialProvider[] }) {
  usePreloadSocialViews(providers)
  return null
}

it('fetches the views the social buttons open once the modal shows them, not while it is closed', async () => {
  // The views' chunks are fetched once per page: what counts is that the open modal asks for them.
  const social = vi.spyOn(LazyConnectingSocialView, 'preload').mockResolvedValue()
  const farcaster = vi.spyOn(LazyConnectingFarcasterView, 'preload').mockResolvedValue()
  const { client } = createTestClient()
  render(
    <PorticoContext.Provider value={client}>
      <Preload providers={['google', 'farcaster']} />
    </PorticoContext.Provider>,
  )
  // The closed modal's pre-render fetches nothing.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(social).not.toHaveBeenCalled()
  expect(farcaster).not.toHaveBeenCalled()
  act(() => client.stores.modal.getState().setOpen(true))
  expect(social).toHaveBeenCalledOnce()
  expect(farcaster).toHaveBeenCalledOnce()
}, 20_000)
