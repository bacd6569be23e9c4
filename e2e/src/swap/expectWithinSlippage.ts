import { expect } from 'vitest'
import type { SwapQuoted } from './quoteSwap'

/**
 * The received amount is the quote's within the slippage tolerance (1 %), never under the minimum.
 * @example
 * expectWithinSlippage(received, quoted)
 */
export function expectWithinSlippage(received: bigint, quoted: SwapQuoted): void {
  expect(received).toBeGreaterThanOrEqual(quoted.minimum)
  const tolerance = quoted.out / 100n
  expect(received - quoted.out).toBeLessThanOrEqual(tolerance)
  expect(quoted.out - received).toBeLessThanOrEqual(tolerance)
}
