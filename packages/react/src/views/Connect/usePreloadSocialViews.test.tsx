// @vitest-environment jsdom
import type { SocialProvider } from '@portico/common'
import { act, cleanup } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'
import { LazyConnectingFarcasterView } from '../embedded/ConnectingFarcaster/LazyConnectingFarcasterView'
import { LazyConnectingSocialView } from '../embedded/ConnectingSocial/LazyConnectingSocialView'
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
  renderWithClient(<Preload providers={['google', 'farcaster']} />, client)
  // The closed modal's pre-render fetches nothing.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(social).not.toHaveBeenCalled()
  expect(farcaster).not.toHaveBeenCalled()
  act(() => client.stores.modal.getState().setOpen(true))
  expect(social).toHaveBeenCalledOnce()
  expect(farcaster).toHaveBeenCalledOnce()
}, 20_000)
