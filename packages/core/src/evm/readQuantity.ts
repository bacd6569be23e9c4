import { BaseError } from '@portico/common'

/**
 * A node's answer that is not the JSON-RPC quantity the method returns.
 * @example
 * throw new InvalidRpcAnswerError('eth_gasPrice')
 */
export class InvalidRpcAnswerError extends BaseError {
  override name = 'InvalidRpcAnswerError'
  override readonly code = 'INVALID_RPC_ANSWER'
  constructor(method: string) {
    super('The network answered with something other than a number', {
      metaMessages: [`Method: ${method}`],
    })
  }
}

/**
 * A JSON-RPC quantity (`0x`-prefixed hex) as a bigint; InvalidRpcAnswerError for anything else.
 * @example
 * readQuantity('0x3b9aca00', 'eth_gasPrice') // 1_000_000_000n
 */
export function readQuantity(answer: unknown, method: string): bigint {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer))
    throw new InvalidRpcAnswerError(method)
  return BigInt(answer)
}
