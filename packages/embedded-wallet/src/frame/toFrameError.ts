import {
  type BaseError,
  FrameUnknownError,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import { RecoveryPasswordRequiredError } from '../wallet/RecoveryPasswordRequiredError'
import { RecoverySetupRequiredError } from '../wallet/RecoverySetupRequiredError'
import { FrameRequestError } from './FrameRequestError'

/**
 * The frame's error answer: its sentence and, from frames that send one, its stable code.
 * @example
 * const answer: FrameErrorAnswer = { message: 'Invalid code', code: 'INVALID_OTP' }
 */
export type FrameErrorAnswer = { message?: string | undefined; code?: string | undefined }

/**
 * The error for a frame's error answer (spec §8), chosen by the answer's code: 'An error
 * occurred' without a message, the RPC allowlist refusal, a declined approval, a protected
 * account's locked key on a new device and an account still to protect (a new one, or an older
 * unprotected one) as their own classes, else the frame's message with its code.
 * @example
 * toFrameError({ message: 'User rejected the request.', code: 'USER_REJECTED' }, 'RPC_REQUEST') // UserRejectedRequestError
 */
export function toFrameError(answer: FrameErrorAnswer, request: string): BaseError {
  const { message, code } = answer
  const metaMessages = [`Request: ${request}`]
  if (!message) return new FrameUnknownError({ metaMessages })
  switch (code) {
    case 'RPC_NOT_ALLOWED':
      return new RpcCallNotAllowedError({ metaMessages, details: message })
    // The login went through; only the key waits for the visitor's recovery password or passkey.
    case 'RECOVERY_PASSWORD_REQUIRED':
    case 'RECOVERY_PASSKEY_REQUIRED':
      return new RecoveryPasswordRequiredError({ metaMessages, message, code })
    // The login went through; the account's key is made (or kept) once the visitor protects it.
    case 'RECOVERY_SETUP_REQUIRED':
      return new RecoverySetupRequiredError({ metaMessages, message })
    case 'USER_REJECTED':
      return new UserRejectedRequestError({ metaMessages, details: message })
    default:
      return new FrameRequestError(message, { metaMessages, code })
  }
}
