import { userOperationMaxCost as maxCostOf } from '@portico/common'

/**
 * The gas fields of a v0.7 user operation that bound its cost, as hex quantities.
 * @example const gas: UserOperationGas = { callGasLimit: '0x…', verificationGasLimit: '0x…', preVerificationGas: '0x…', maxFeePerGas: '0x…' }
 */
export type UserOperationGas = {
  callGasLimit?: string | undefined
  verificationGasLimit?: string | undefined
  preVerificationGas?: string | undefined
  maxFeePerGas?: string | undefined
}

/**
 * The most a v0.7 user operation can cost its payer, in wei: every gas limit (the paymaster's
 * too) at its max fee per gas — what the EntryPoint takes from the paymaster's deposit up front.
 * Undefined while a gas field is missing (a stub request, before estimation).
 * @example
 * userOperationMaxCost(userOperation, { verificationGasLimit: 100_000, postOpGasLimit: 0 }) // 1_234_000_000_000_000n
 */
export function userOperationMaxCost(
  operation: UserOperationGas,
  paymaster: { verificationGasLimit: number; postOpGasLimit: number },
): bigint | undefined {
  const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas } = operation
  if (!callGasLimit || !verificationGasLimit || !preVerificationGas || !maxFeePerGas) return
  // The same sum the token paymaster prices with and the wallet previews (`@portico/common`).
  return maxCostOf({
    callGasLimit,
    verificationGasLimit,
    preVerificationGas,
    maxFeePerGas,
    paymasterVerificationGasLimit: paymaster.verificationGasLimit,
    paymasterPostOpGasLimit: paymaster.postOpGasLimit,
  })
}
