import { BaseError, TransactionRefusedError, UserRejectedRequestError } from '@portico/common'

// What a node says when it refuses a transaction (Bitcoin Core's reject reasons, and the
// gateway's wording of them): checked before the decline words, since "rejected" is in both.
const REFUSED =
  /refused the transaction|TRANSACTION_REJECTED|bad-txns|mandatory-script|min relay fee|insufficient fee|txn-mempool-conflict|missing-?inputs|non-final|dust/i

/**
 * A wallet's error in Portico's shapes: a node's refusal of the transaction the wallet sent
 * becomes {@link TransactionRefusedError} with the node's reason; a declined request (code
 * 4001, or a message saying the user rejected or cancelled) {@link UserRejectedRequestError};
 * the rest is kept as the cause of a BaseError with the wallet's message.
 * @example
 * await feature.signMessage(input).catch((error) => { throw toBitcoinError(error) })
 */
export function toBitcoinError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (code !== 4001 && REFUSED.test(text)) {
    return new TransactionRefusedError(refusalReason(text), { cause: error })
  }
  if (code === 4001 || /reject|declin|cancel|denied/i.test(text)) {
    return new UserRejectedRequestError({ cause: error as Error })
  }
  return new BaseError(text.split('\n')[0] ?? 'The wallet failed', { cause: error as Error })
}

/**
 * The node's own words in a refusal: a JSON error body's message, without the gateway's lead-in.
 * @example
 * refusalReason('{"message":"The node refused the transaction: bad-txns-premature-spend-of-coinbase"}') // 'bad-txns-premature-spend-of-coinbase'
 */
export function refusalReason(text: string): string {
  let reason = text
  try {
    const parsed = JSON.parse(text) as { message?: unknown }
    if (typeof parsed.message === 'string') reason = parsed.message
  } catch {
    // Not JSON: the text is the reason.
  }
  return (
    reason.replace(/^The (node|network) refused the transaction:\s*/i, '').split('\n')[0] ?? reason
  )
}
