import { type Hex, toFunctionSelector } from 'viem'

// The ERC-20 functions that hand out tokens, whose amount the session validator counts against
// the spending limit (PorticoSessionValidator._countedAmountIndex).
const TOKEN_SELECTORS = new Set<Hex>([
  toFunctionSelector('transfer(address,uint256)'),
  toFunctionSelector('approve(address,uint256)'),
  toFunctionSelector('transferFrom(address,address,uint256)'),
  toFunctionSelector('increaseAllowance(address,uint256)'),
])

/**
 * Whether a session of these selectors counts its spending limit in the target token's base
 * units (one of them is an ERC-20 function that hands out tokens; the key then sends no ether),
 * as the validator decides; otherwise the limit is in wei of native value.
 * @example countsTokens(['0xa9059cbb']) // true
 */
export function countsTokens(selectors: readonly Hex[]): boolean {
  return selectors.some((selector) => TOKEN_SELECTORS.has(selector))
}
