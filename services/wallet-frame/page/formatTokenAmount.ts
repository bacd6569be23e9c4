import { formatUnits, maxUint160, maxUint256 } from 'viem'
import type { TokenInfo } from './readTokenInfo'

// An allowance this large never runs out in practice: said as "Unlimited", not as 78 digits.
const UNLIMITED_FROM = 2n ** 255n

/**
 * Whether an allowance amount means "everything, for ever": 2^256-1, anything from 2^255, or
 * Permit2's uint160 maximum.
 * @example isUnlimited(2n ** 256n - 1n) // true
 */
export function isUnlimited(amount: bigint): boolean {
  return amount >= UNLIMITED_FROM || amount === maxUint160 || amount === maxUint256
}

/**
 * An amount of a token as a person reads it: `Unlimited PTT`, `12.5 PTT`, or for a token whose
 * decimals or symbol could not be read, the raw integer and the token's address.
 * @example formatTokenAmount(1500000n, { address, symbol: 'tUSDT', decimals: 6 }) // '1.5 tUSDT'
 */
export function formatTokenAmount(amount: bigint, token: TokenInfo): string {
  const unit = token.symbol ?? token.address
  if (isUnlimited(amount)) return `Unlimited ${unit}`
  if (token.decimals === undefined || token.symbol === undefined)
    return `${amount} (raw units) of ${token.address}`
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}
