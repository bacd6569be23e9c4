import {
  FrameUnknownError,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { RecoveryPasswordRequiredError } from '../wallet/RecoveryPasswordRequiredError'
import { FrameRequestError } from './FrameRequestError'
import { toFrameError } from './toFrameError'

const LOCKED = 'This wallet is protected by a recovery password: enter it to use this device'
const LOCKED_BY_PASSKEY =
  'This wallet is protected by a passkey: use it to open the wallet on this device'

describe('toFrameError', () => {
  it('makes the locked key of a protected account its own error, for every login request', () => {
    for (const request of ['CONNECT_OTP', 'CONNECT_SOCIAL', 'CONNECT_FARCASTER', 'GET_USER']) {
      const error = toFrameError(LOCKED, request)
      expect(error).toBeInstanceOf(RecoveryPasswordRequiredError)
      expect(error.name).toBe('RecoveryPasswordRequiredError')
      expect(error.shortMessage).toBe(LOCKED)
      expect(error.metaMessages).toEqual([`Request: ${request}`])
    }
  })

  it('makes a passkey-protected account’s locked key the same error, with its own sentence', () => {
    const error = toFrameError(LOCKED_BY_PASSKEY, 'CONNECT_OTP')
    expect(error).toBeInstanceOf(RecoveryPasswordRequiredError)
    expect(error.shortMessage).toBe(LOCKED_BY_PASSKEY)
  })

  it('takes only that exact sentence: a wrong or locked-out password stays the frame’s message', () => {
    for (const message of [
      'Wrong recovery password',
      'Too many wrong recovery passwords. Please try again later',
      `${LOCKED}.`,
    ]) {
      const error = toFrameError(message, 'UNLOCK_KEY')
      expect(error).toBeInstanceOf(FrameRequestError)
      expect(error.shortMessage).toBe(message)
    }
  })

  it('keeps the other mappings: no message, the allowlist, a cancelled form', () => {
    expect(toFrameError(undefined, 'GET_USER')).toBeInstanceOf(FrameUnknownError)
    expect(toFrameError('Requested RPC call is not allowed', 'RPC_REQUEST')).toBeInstanceOf(
      RpcCallNotAllowedError,
    )
    expect(toFrameError('User rejected the request.', 'PROTECT_RECOVERY')).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
