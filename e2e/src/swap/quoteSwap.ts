import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { expect } from 'vitest'

/**
 * What the Swap form quoted, in the bought token's smallest units: the output and the minimum
 * the slippage tolerance allows.
 * @example
 * const quoted: SwapQuoted = { out: 239_000_000_000_000_000_000n, minimum: 236_610_000_000_000_000_000n }
 */
export type SwapQuoted = { out: bigint; minimum: bigint }

const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)

/**
 * Types `amount` into the Swap form and waits for its quote; returns the shown output and minimum
 * (the bought token has `decimals`).
 * @example
 * const quoted = await quoteSwap(page, '0.1', 18)
 */
export async function quoteSwap(page: Page, amount: string, decimals: number): Promise<SwapQuoted> {
  await byId(page, 'swap-from-amount').fill(amount)
  await expect.poll(() => byId(page, 'swap-review').isEnabled(), { timeout: 15_000 }).toBe(true)
  const out = (await byId(page, 'swap-to-amount').textContent()) ?? ''
  const minimum = ((await byId(page, 'swap-minimum').textContent()) ?? '').split(' ')[0] ?? ''
  return { out: parseUnits(out, decimals), minimum: parseUnits(minimum, decimals) }
}
