/**
 * A gas quantity as clients carry it: a bigint, a number, or a hex (or decimal) string.
 * @example const gas: GasQuantity = '0x5208'
 */
export type GasQuantity = bigint | number | string

/**
 * The gas fields of an ERC-4337 v0.7 (or v0.8) user operation that bound what it can cost; the
 * paymaster's gas limits are 0 when it has none.
 * @example const gas: UserOperationGasLimits = { callGasLimit: 100_000n, verificationGasLimit: 200_000n, preVerificationGas: 50_000n, maxFeePerGas: 10n ** 9n }
 */
export type UserOperationGasLimits = {
  callGasLimit: GasQuantity
  verificationGasLimit: GasQuantity
  preVerificationGas: GasQuantity
  paymasterVerificationGasLimit?: GasQuantity | null | undefined
  paymasterPostOpGasLimit?: GasQuantity | null | undefined
  maxFeePerGas: GasQuantity
}

/**
 * The most a user operation can cost, in wei: its five gas limits (call, verification,
 * pre-verification, the paymaster's verification and postOp) at its max fee per gas — what the
 * EntryPoint holds from the payer's deposit before it runs. The gateway prices a token-paid fee
 * from it and the wallet previews the same number, so both ask for the same amount.
 * @example
 * userOperationMaxCost({ callGasLimit: '0x186a0', verificationGasLimit: '0x30d40', preVerificationGas: '0xc350', paymasterVerificationGasLimit: '0x186a0', paymasterPostOpGasLimit: '0x13880', maxFeePerGas: '0x3b9aca00' })
 * // 530_000_000_000_000n
 */
export function userOperationMaxCost(operation: UserOperationGasLimits): bigint {
  const gas =
    BigInt(operation.callGasLimit) +
    BigInt(operation.verificationGasLimit) +
    BigInt(operation.preVerificationGas) +
    BigInt(operation.paymasterVerificationGasLimit ?? 0) +
    BigInt(operation.paymasterPostOpGasLimit ?? 0)
  return gas * BigInt(operation.maxFeePerGas)
}
