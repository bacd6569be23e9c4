import { DEFAULT_SLIPPAGE } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createOnrampStore } from './createOnrampStore'
import { createSwapStore } from './createSwapStore'

describe('createSwapStore', () => {
  it('merges choices and resets to the default slippage', () => {
    const swap = createSwapStore()
    swap.getState().setSwap({ fromToken: 'ETH', amount: '1' })
    swap.getState().setSwap({ toToken: 'USDC' })
    swap.getState().setSlippage(3)
    expect(swap.getState()).toMatchObject({
      fromToken: 'ETH',
      toToken: 'USDC',
      amount: '1',
      slippage: 3,
    })
    swap.getState().reset()
    expect(swap.getState()).toMatchObject({ fromToken: undefined, slippage: DEFAULT_SLIPPAGE })
  })

  it("moves the preview's progress on step by step, and a new preview starts from nothing", () => {
    const swap = createSwapStore()
    const none = { running: undefined, approved: false, failed: undefined, done: undefined }
    expect(swap.getState().progress).toEqual(none)
    swap.getState().setProgress({ running: 'approve' })
    swap.getState().setProgress({ running: undefined, approved: true })
    swap.getState().setSwap({ amount: '2' })
    expect(swap.getState().progress).toEqual({ ...none, approved: true })
    swap.getState().resetProgress()
    expect(swap.getState().progress).toEqual(none)
    expect(swap.getState().amount).toBe('2')
  })
})

describe('createOnrampStore', () => {
  it('holds choices and resets them', () => {
    const onramp = createOnrampStore()
    onramp.getState().setPurchaseAmount('100')
    onramp.getState().setPaymentAmount('101.5')
    expect(onramp.getState()).toMatchObject({ purchaseAmount: '100', paymentAmount: '101.5' })
    onramp.getState().reset()
    expect(onramp.getState().purchaseAmount).toBeUndefined()
  })
})
