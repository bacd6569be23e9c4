/**
 * The gas fields a paymaster signs, all present.
 * @example const gas: OperationGasFields = { callGasLimit: '0x…', verificationGasLimit: '0x…', preVerificationGas: '0x…', maxFeePerGas: '0x…', maxPriorityFeePerGas: '0x…' }
 */
export type OperationGasFields = {
  callGasLimit: string
  verificationGasLimit: string
  preVerificationGas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

/**
 * An operation's gas fields as `pm_getPaymasterData` needs them (estimated, every one set), or
 * undefined while one is missing: a paymaster signs for what the operation can cost.
 * @example
 * const gas = operationGasFields(operation)
 * if (!gas) return invalid('Invalid params: … needs the operation’s gas fields')
 */
export function operationGasFields(
  operation: {
    [K in keyof OperationGasFields]?: string | undefined
  },
): OperationGasFields | undefined {
  const { callGasLimit, verificationGasLimit, preVerificationGas } = operation
  const { maxFeePerGas, maxPriorityFeePerGas } = operation
  if (!callGasLimit || !verificationGasLimit || !preVerificationGas) return undefined
  if (!maxFeePerGas || !maxPriorityFeePerGas) return undefined
  return {
    callGasLimit,
    verificationGasLimit,
    preVerificationGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
}
