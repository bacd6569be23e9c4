/**
 * An EIP-1193 error as a wallet throws it: a plain error with a numeric `code`.
 * @example
 * throw new WalletRpcError(4001, 'User rejected the request.')
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
