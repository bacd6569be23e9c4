import { BaseError } from '@portico/common'

/**
 * The sentence to show a user for any thrown value: a BaseError's `shortMessage`, an Error's
 * message, a string as is, else 'An error occurred'.
 * @example
 * getErrorMessage(new UserRejectedRequestError()) // 'User rejected the request.'
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'An error occurred'
}
