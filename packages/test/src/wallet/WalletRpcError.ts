import { RpcResponseError } from '../devnet/rpcRequest'

/**
 * An EIP-1193 `ProviderRpcError` as a wallet raises it: a numeric `code`, a message, maybe data.
 *
 * @example
 * throw new WalletRpcError(4001, 'User rejected the request.')
 */
export class WalletRpcError extends RpcResponseError {
  // Same code, message and data as a node's error; the name tells a wallet's answer apart.
  override name = 'WalletRpcError'
}

/**
 * The EIP-1193 / EIP-1474 codes the test wallet answers with, and MetaMask's wording.
 *
 * @example
 * new WalletRpcError(walletErrors.userRejected.code, walletErrors.userRejected.message)
 */
export const walletErrors = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: {
    code: 4100,
    message: 'The requested account and/or method has not been authorized by the user.',
  },
  unsupportedMethod: {
    code: 4200,
    message: 'The requested method is not supported by this wallet.',
  },
  disconnected: { code: 4900, message: 'The provider is disconnected from all chains.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
  internal: { code: -32603, message: 'Internal JSON-RPC error.' },
} as const

/**
 * A request's outcome in a form that crosses `postMessage`/`exposeFunction` unchanged.
 * @example
 * const response: WalletResponse = { ok: false, error: { code: 4001, message: 'User rejected the request.' } }
 */
export type WalletResponse =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string; data?: unknown } }

/**
 * Turns anything thrown while serving a request into a {@link WalletResponse} error,
 * keeping the code and data of RPC errors.
 *
 * @example
 * toWalletResponseError(new WalletRpcError(4001, 'User rejected the request.'))
 */
export function toWalletResponseError(error: unknown): Extract<WalletResponse, { ok: false }> {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
    const data = 'data' in error ? error.data : undefined
    return {
      ok: false,
      error: { code: error.code, message, ...(data !== undefined ? { data } : {}) },
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, error: { code: walletErrors.internal.code, message } }
}

/**
 * The error to report for a failure deep inside viem: the innermost error that carries an RPC
 * code (the node's own answer), else viem's short message as an internal error.
 *
 * @example
 * toWalletResponseError(findRpcError(viemError)) // { ok: false, error: { code: -32003, … } }
 */
export function findRpcError(error: unknown): unknown {
  let current: unknown = error
  while (current instanceof Error) {
    if (current instanceof RpcResponseError) return current
    if ('code' in current && typeof current.code === 'number' && current.code !== 0) return current
    current = current.cause
  }
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return new WalletRpcError(walletErrors.internal.code, error.shortMessage)
  }
  return error
}
