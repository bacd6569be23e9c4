/**
 * The sentence to show a user for any thrown value: a `shortMessage` (Portico's and viem's
 * errors carry the user-facing sentence there), else an error's message, a string as is, else
 * 'An error occurred'.
 * @example
 * getErrorMessage(new UserRejectedRequestError()) // 'You declined the request in your wallet.'
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return 'An error occurred'
}
