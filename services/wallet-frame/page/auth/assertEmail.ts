import { isValidEmail } from '@portico/common'
import { FrameRequestError } from '../FrameRequestError'

/**
 * The trimmed email, or 'Invalid email' (INVALID_EMAIL).
 * @example const email = assertEmail(' a@b.co ') // 'a@b.co'
 */
export function assertEmail(email: string) {
  if (!isValidEmail(email.trim())) throw new FrameRequestError('Invalid email', 'INVALID_EMAIL')
  return email.trim()
}
