/**
 * The user-facing sentence of a failure (Portico errors carry it as `shortMessage`).
 * @example
 * describeError(error) // 'You declined the request in your wallet.'
 */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return String(error)
}
