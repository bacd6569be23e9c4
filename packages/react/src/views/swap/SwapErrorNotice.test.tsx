// @vitest-environment jsdom
import {
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  UserRejectedRequestError,
} from '@portico/common'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SwapErrorNotice } from './SwapErrorNotice'

afterEach(cleanup)

const shown = (error: Parameters<typeof SwapErrorNotice>[0]['error']) => {
  render(<SwapErrorNotice error={error} onRetry={() => {}} />)
  return {
    message: screen.getByTestId('portico-swap-error-message').textContent,
    retry: screen.queryByTestId('portico-swap-retry')?.textContent?.trim(),
  }
}

describe('SwapErrorNotice', () => {
  it('offers no Try again where another try meets the same balance', () => {
    expect(shown(new SwapInsufficientBalanceError())).toEqual({
      message: 'Insufficient balance',
      retry: undefined,
    })
  })

  it('offers no button when the view’s own takes the same step again', () => {
    render(<SwapErrorNotice error={new UserRejectedRequestError()} />)
    expect(screen.getByTestId('portico-swap-error-message').textContent).toBe(
      'You declined the request in your wallet.',
    )
    expect(screen.queryByTestId('portico-swap-retry')).toBeNull()
  })

  it('offers Try again after a declined request or a failure another try can pass', () => {
    expect(shown(new UserRejectedRequestError()).retry).toBe('Try again')
    cleanup()
    expect(shown(new SwapInsufficientLiquidityError()).retry).toBe('Try again')
  })
})
