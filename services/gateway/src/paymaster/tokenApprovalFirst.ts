import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'
import { decodeAccountCalls } from './decodeAccountCalls'

const approveAbi = parseAbi(['function approve(address spender, uint256 value)'])

/**
 * Whether a v0.7 smart account's operation pays a token paymaster's fee: its first call (of
 * `execute` or `executeBatch`, as `decodeAccountCalls` reads them) is `token.approve(paymaster,
 * tokenAmount)` exactly, with no value. The paymaster's postOp then finds the allowance it takes.
 * @example
 * tokenApprovalFirst(operation.callData, { token, paymaster, tokenAmount: 1_749_000n }) // true
 */
export function tokenApprovalFirst(
  callData: Hex,
  fee: { token: Address; paymaster: Address; tokenAmount: bigint },
): boolean {
  const first = decodeAccountCalls(callData, '0.7')?.[0]
  if (first?.value !== 0n || first.to.toLowerCase() !== fee.token.toLowerCase()) return false
  try {
    const { args } = decodeFunctionData({ abi: approveAbi, data: first.data })
    return args[0].toLowerCase() === fee.paymaster.toLowerCase() && args[1] === fee.tokenAmount
  } catch {
    return false
  }
}
