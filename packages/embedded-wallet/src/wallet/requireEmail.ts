import { isValidEmail } from '@portico/common'
import { InvalidEmailError } from './InvalidEmailError'

/**
 * The email trimmed, or an InvalidEmailError ('Enter a valid email address') before anything
 * is sent.
 * @example
 * requireEmail(' ada@example.com ') // 'ada@example.com'
 */
export function requireEmail(email: string): string {
  const trimmed = email.trim()
  if (!isValidEmail(trimmed)) throw new InvalidEmailError()
  return trimmed
}
