import { expect, it } from 'vitest'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { whenNotLive } from './whenNotLive'

it("forwards the inner adapter's events only while the session is not live on the namespace", () => {
  let live = false
  const asked: string[] = []
  const state = {
    namespace: 'eip155',
    walletConnect: {
      getConnection: (namespace: string) => {
        asked.push(namespace)
        return live ? { address: '0x1' } : undefined
      },
    },
  } as unknown as ComposedAdapterState
  const seen: number[] = []
  const forward = whenNotLive(state, (value: number) => seen.push(value))
  forward(1)
  live = true
  forward(2)
  expect(seen).toEqual([1])
  expect(asked).toEqual(['eip155', 'eip155'])
})
