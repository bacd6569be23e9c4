/**
 * The sentence to show a user for a failure: a Portico error's `shortMessage` (spec §8
 * wording), else the error's message, else 'An error occurred'.
 * @example
 * errorMessage(new UserRejectedRequestError()) // 'User rejected the request.'
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return 'An error occurred'
}
