import { formatUnits } from 'viem'
import type { DescribeContext } from './ApprovalDescription'

/**
 * An amount of the chain's own currency as a person reads it.
 * @example formatNativeAmount(10n ** 18n, chain) // '1 ETH'
 */
export function formatNativeAmount(wei: bigint, chain: DescribeContext['chain']): string {
  return `${formatUnits(wei, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`
}
