import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import type { SmartCall } from './SmartCall'

/**
 * A network fee paid in a token through the gateway's token paymaster: the token (with the
 * symbol and decimals the gateway lists it with), the paymaster that takes it, and `amount`, in
 * the token's smallest unit: exactly what the paymaster takes from the account.
 * @example const fee: TokenFee = { token, symbol: 'tUSDT', decimals: 6, paymaster, amount: 421_875n }
 */
export type TokenFee = {
  token: Address
  symbol: string
  decimals: number
  paymaster: Address
  amount: bigint
}

/**
 * The calls of an operation whose fee is paid in a token: `token.approve(paymaster, amount)`
 * first (the token paymaster signs only for an operation that starts with it, and its postOp
 * takes that amount), then `calls` unchanged. Estimated with `amount` 2^256-1, a placeholder of
 * the same length whose calldata costs the most, then encoded again with the fee itself.
 * @example const withFee = tokenFeeCalls(calls, { token, paymaster, amount: 421_875n })
 */
export function tokenFeeCalls(
  calls: readonly SmartCall[],
  fee: Pick<TokenFee, 'token' | 'paymaster' | 'amount'>,
): SmartCall[] {
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [fee.paymaster, fee.amount],
  })
  return [{ to: fee.token, data: approve }, ...calls]
}
