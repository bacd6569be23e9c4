/**
 * An error the wallet answers a request with (EIP-1193 / EIP-1474 code and message).
 * @example
 * throw new WalletRpcError(4001, 'User rejected the request.')
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }

  /** The error of the user declining (EIP-1193 4001). */
  static rejected(): WalletRpcError {
    return new WalletRpcError(4001, 'User rejected the request.')
  }
}
