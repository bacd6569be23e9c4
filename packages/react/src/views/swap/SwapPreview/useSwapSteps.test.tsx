// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import type { SwapClient, SwapQuote, SwapToken } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { createTestClient } from '../../../testing/createTestClient'
import { useSwapSteps } from './useSwapSteps'

afterEach(cleanup)

const token = (symbol: string, native: boolean): SwapToken => ({
  address: `eip155:31337:0x${native ? 'e'.repeat(40) : '5'.repeat(40)}`,
  symbol,
  name: symbol,
  decimals: 18,
  balance: '500',
  price: 1,
  native,
})

const quote: SwapQuote = {
  from: token('PTT', false),
  to: token('tUSDT', false),
  fromAmount: 100n * 10n ** 18n,
  toAmount: 125n * 10n ** 18n,
  rate: 1.25,
  priceImpact: undefined,
  slippage: 1,
  minimumReceived: 12375n * 10n ** 16n,
  gasPrice: 1n,
  gasLimit: 1n,
  networkFee: 1n,
  networkFeeUsd: undefined,
  needsApproval: true,
  quotedAt: Date.now(),
}

/** A swap client whose approve and swap wait until the test settles them, as a wallet would. */
function heldSwapClient() {
  const held: Array<{ resolve(hash: string): void; reject(error: unknown): void }> = []
  const wait = () =>
    new Promise<string>((resolve, reject) => {
      held.push({ resolve, reject })
    })
  const client = { approve: wait, swap: wait } as unknown as SwapClient
  return { client, held }
}

describe('useSwapSteps', () => {
  it("keeps each step's progress while the preview is away (the embedded wallet's approval over it) and shows its outcome on return", async () => {
    const { client: portico } = createTestClient()
    const { client, held } = heldSwapClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PorticoContext.Provider value={portico}>{children}</PorticoContext.Provider>
    )
    const mount = () => renderHook(() => useSwapSteps(client, quote), { wrapper })
    // A step starts at a click and goes on after it: the wallet answers later.
    const start = (step: () => Promise<void>) =>
      act(() => {
        void step()
      })

    // Approve: the preview leaves while the wallet asks, and a new one comes back to the step.
    const first = mount()
    start(first.result.current.approve)
    expect(first.result.current.running).toBe('approve')
    first.unmount()
    const second = mount()
    expect(second.result.current.running).toBe('approve')
    await act(async () => held[0]?.resolve('0xapprove'))
    await waitFor(() => expect(second.result.current.approved).toBe(true))
    expect(second.result.current.running).toBeUndefined()

    // A declined swap is shown on the preview it comes back to, with the same step to retry.
    start(second.result.current.swap)
    second.unmount()
    const third = mount()
    expect(third.result.current.running).toBe('swap')
    await act(async () => held[1]?.reject(new UserRejectedRequestError()))
    await waitFor(() => expect(third.result.current.failed?.step).toBe('swap'))
    expect(third.result.current.failed?.error).toBeInstanceOf(UserRejectedRequestError)

    // Signed again: the finished swap is what the next preview shows.
    start(third.result.current.swap)
    expect(third.result.current.failed).toBeUndefined()
    third.unmount()
    const fourth = mount()
    await act(async () => held[2]?.resolve('0xswap'))
    await waitFor(() =>
      expect(fourth.result.current.done).toEqual({
        hash: '0xswap',
        paid: '100 PTT',
        received: '125 tUSDT',
      }),
    )
    expect(portico.stores.swap.getState().amount).toBeUndefined()
  })
})
