import {
  GasPriceNetworkNotSupportedError,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  SwapNetworkNotSupportedError,
  SwapQuoteExpiredError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { ApiHttpError } from '../api/apiErrors'
import { toSwapError } from './toSwapError'

const http = (status: number, body: unknown) =>
  new ApiHttpError({ url: 'http://127.0.0.1:8787/v1/convert/quotes', status, body })

describe('toSwapError', () => {
  it('reads insufficient liquidity from the reasons, as existing clients do', () => {
    const error = toSwapError(
      http(422, {
        code: 'INSUFFICIENT_LIQUIDITY',
        message: 'Insufficient liquidity: 5000 ETH → PTT would move the price by 83.29 %',
        reasons: [{ description: 'insufficient liquidity: 5000 ETH → PTT would move the price' }],
      }),
    )
    expect(error).toBeInstanceOf(SwapInsufficientLiquidityError)
    expect(error.shortMessage).toBe('Insufficient liquidity')
    // Another API may send only the words.
    expect(
      toSwapError(
        http(400, { reasons: [{ description: 'Insufficient liquidity for this trade' }] }),
      ),
    ).toBeInstanceOf(SwapInsufficientLiquidityError)
  })

  it('turns a swap the node would revert into insufficient balance', () => {
    const error = toSwapError(
      http(422, {
        code: 'SWAP_WOULD_FAIL',
        message: 'The swap would fail',
        reasons: [{ description: 'TransferHelper: TRANSFER_FROM_FAILED' }],
      }),
    )
    expect(error).toBeInstanceOf(SwapInsufficientBalanceError)
    expect(error.shortMessage).toBe('Insufficient balance')
  })

  it("turns the router's stale-price refusals into an expired quote", () => {
    const error = toSwapError(
      http(422, {
        code: 'SWAP_WOULD_FAIL',
        reasons: [{ description: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' }],
      }),
    )
    expect(error).toBeInstanceOf(SwapQuoteExpiredError)
  })

  it('names an unsupported network with the spec sentence', () => {
    const error = toSwapError(
      http(400, { code: 'SWAPS_NOT_SUPPORTED', message: 'Network not supported for Swaps' }),
    )
    expect(error).toBeInstanceOf(SwapNetworkNotSupportedError)
    expect(error.shortMessage).toBe('Network not supported for Swaps')
    const gas = toSwapError(
      http(400, {
        code: 'GAS_PRICE_NOT_SUPPORTED',
        message: 'Network not supported for Gas Price',
      }),
    )
    expect(gas).toBeInstanceOf(GasPriceNetworkNotSupportedError)
    expect(gas.shortMessage).toBe('Network not supported for Gas Price')
  })

  it('turns a wallet rejection (4001) into UserRejectedRequestError', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(toSwapError(rejected)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes swap errors through unchanged', () => {
    const expired = new SwapQuoteExpiredError()
    expect(toSwapError(expired)).toBe(expired)
  })
})

describe('toSwapError on other failures', () => {
  it('keeps their message in a BaseError', () => {
    const error = toSwapError(new Error('No receipt for 0xab after 120 s'))
    expect(error.shortMessage).toBe('No receipt for 0xab after 120 s')
  })
})
