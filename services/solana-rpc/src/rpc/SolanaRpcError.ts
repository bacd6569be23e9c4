import { BaseError } from '@portico/common'

/**
 * A JSON-RPC error with the codes Solana's RPC uses, thrown by method handlers and written as
 * `{ code, message, data }` by the one place that answers requests.
 *
 * @example
 * throw new SolanaRpcError(SolanaRpcError.invalidParams, 'Invalid param: WrongSize')
 */
export class SolanaRpcError extends BaseError {
  static readonly parseError = -32700
  static readonly invalidRequest = -32600
  static readonly methodNotFound = -32601
  static readonly invalidParams = -32602
  static readonly internalError = -32603
  /** Preflight simulation failed (`data` holds err, logs, unitsConsumed). */
  static readonly simulationFailed = -32002
  static readonly signatureVerificationFailure = -32003

  override name = 'SolanaRpcError'
  /** The JSON-RPC error code answered. */
  override readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
