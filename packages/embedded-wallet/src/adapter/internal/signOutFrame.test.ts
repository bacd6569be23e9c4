import { afterEach, expect, it, vi } from 'vitest'
import type { FrameHost } from '../../frame/FrameHost'
import type { EmbeddedSession } from '../EmbeddedSession'
import { signOutFrame } from './signOutFrame'

afterEach(() => {
  vi.useRealTimers()
})

function sessionAnswering(signOut: Promise<unknown>, disconnectWaitMs?: number): EmbeddedSession {
  const host = { request: () => signOut } as unknown as FrameHost
  return {
    host,
    chainId: 31337,
    provider: { request: async () => undefined, on() {}, removeListener() {}, emit() {} },
    ...(disconnectWaitMs !== undefined && { disconnectWaitMs }),
  }
}

it('resolves once the frame signed out', async () => {
  await expect(signOutFrame(sessionAnswering(Promise.resolve({})))).resolves.toBeUndefined()
})

it('goes on without the frame after the disconnect wait', async () => {
  vi.useFakeTimers()
  const done = vi.fn()
  signOutFrame(sessionAnswering(new Promise(() => {}), 1_000)).then(done)
  await vi.advanceTimersByTimeAsync(999)
  expect(done).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(done).toHaveBeenCalledOnce()
})
