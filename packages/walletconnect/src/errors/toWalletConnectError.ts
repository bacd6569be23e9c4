import {
  BaseError,
  CallStatusNotApprovedError,
  NamespaceNotConfiguredError,
  NoRpcUrlError,
  ProviderNotConnectedError,
  SignClientNotInitializedError,
  SwitchChainError,
  UserRejectedRequestError,
} from '@portico/common'

/** WalletConnect SDK rejection codes (USER_REJECTED and its chains/methods/events variants). */
const REJECTION_CODES = new Set([UserRejectedRequestError.code, 5000, 5001, 5002, 5003])

const BY_MESSAGE: readonly [RegExp, (cause: unknown) => BaseError][] = [
  [/Please call connect\(\) before/, (cause) => new ProviderNotConnectedError({ cause })],
  [/Sign Client (is )?not initialized/, (cause) => new SignClientNotInitializedError({ cause })],
  [/No RPC url provided for chainId/, (cause) => new NoRpcUrlError({ cause })],
  [
    /is not configured\. Please call connect\(\) first/,
    (cause) => new NamespaceNotConfiguredError({ cause }),
  ],
  [/Fetching call status not approved/, (cause) => new CallStatusNotApprovedError({ cause })],
  [/Failed to switch to chain/, (cause) => new SwitchChainError({ cause })],
]

function read(error: unknown, key: 'code' | 'message'): unknown {
  return typeof error === 'object' && error !== null && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined
}

/**
 * Any failure of the WalletConnect SDK or of the wallet as a Portico error with a short message
 * (spec §8): rejections (4001, 5000–5003) become UserRejectedRequestError; the provider's own
 * errors become their common error classes; anything else keeps its first line.
 * @example
 * await provider.request(args).catch((error) => { throw toWalletConnectError(error) })
 */
export function toWalletConnectError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code = read(error, 'code')
  const message = read(error, 'message')
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : ''
  if (typeof code === 'number' && REJECTION_CODES.has(code)) {
    return new UserRejectedRequestError({ cause: error, details: text })
  }
  for (const [pattern, make] of BY_MESSAGE) if (pattern.test(text)) return make(error)
  return new BaseError(text.split('\n')[0] ?? '', {
    cause: error,
    ...(typeof code === 'number' && { metaMessages: [`Code: ${code}`] }),
  })
}
