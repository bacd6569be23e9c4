import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * The email login under way on this device, or 'This login has expired' (LOGIN_NOT_FOUND).
 * @example const loginId = currentLoginId(ctx)
 */
export function currentLoginId({ storage }: FrameContext) {
  const id = storage.loginId()
  if (!id)
    throw new FrameRequestError('This login has expired. Please start again', 'LOGIN_NOT_FOUND')
  return id
}
