import {
  FrameUnknownError,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { RecoveryPasswordRequiredError } from '../wallet/RecoveryPasswordRequiredError'
import { RecoverySetupRequiredError } from '../wallet/RecoverySetupRequiredError'
import { FrameRequestError } from './FrameRequestError'
import { toFrameError } from './toFrameError'

const LOCKED = 'This wallet is protected by a recovery password: enter it to use this device'
const LOCKED_BY_PASSKEY =
  'This wallet is protected by a passkey: use it to open the wallet on this device'

describe('toFrameError', () => {
  it('makes the locked key of a protected account its own error, for every login request', () => {
    for (const request of ['CONNECT_OTP', 'CONNECT_SOCIAL', 'CONNECT_FARCASTER', 'GET_USER']) {
      const error = toFrameError({ message: LOCKED, code: 'RECOVERY_PASSWORD_REQUIRED' }, request)
      expect(error).toBeInstanceOf(RecoveryPasswordRequiredError)
      expect(error.name).toBe('RecoveryPasswordRequiredError')
      expect(error.shortMessage).toBe(LOCKED)
      expect(error.metaMessages).toEqual([`Request: ${request}`])
    }
  })

  it('makes a passkey-protected account’s locked key the same error, with its own sentence', () => {
    const error = toFrameError(
      { message: LOCKED_BY_PASSKEY, code: 'RECOVERY_PASSKEY_REQUIRED' },
      'CONNECT_OTP',
    )
    expect(error).toBeInstanceOf(RecoveryPasswordRequiredError)
    expect(error.shortMessage).toBe(LOCKED_BY_PASSKEY)
    expect(error.code).toBe('RECOVERY_PASSKEY_REQUIRED')
  })

  it('makes an account still to protect its own error, apart from the locked key, for every login request', () => {
    const sentence = 'Protect your wallet to finish setting it up'
    for (const request of [
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'CONNECT_FARCASTER',
      'CONNECT_PASSKEY',
      'GET_USER',
    ]) {
      const error = toFrameError({ message: sentence, code: 'RECOVERY_SETUP_REQUIRED' }, request)
      expect(error).toBeInstanceOf(RecoverySetupRequiredError)
      expect(error).not.toBeInstanceOf(RecoveryPasswordRequiredError)
      expect(error.name).toBe('RecoverySetupRequiredError')
      expect(error.code).toBe('RECOVERY_SETUP_REQUIRED')
      expect(error.shortMessage).toBe(sentence)
      expect(error.metaMessages).toEqual([`Request: ${request}`])
    }
  })

  it('goes by the code, never the sentence: a wrong password, or the locked sentence without its code, stays the frame’s message', () => {
    for (const [message, code] of [
      ['Wrong recovery password', 'RECOVERY_PASSWORD_WRONG'],
      ['Too many wrong recovery passwords. Please try again later', 'RECOVERY_LOCKED'],
      [LOCKED, undefined],
      ['User rejected the request.', undefined],
      ['Requested RPC call is not allowed', undefined],
    ] as const) {
      const error = toFrameError({ message, code }, 'UNLOCK_KEY')
      expect(error).toBeInstanceOf(FrameRequestError)
      expect(error.shortMessage).toBe(message)
      expect(error.code).toBe(code ?? 'FRAME_REQUEST')
    }
  })

  it('keeps the other mappings: no message, the allowlist, a cancelled form', () => {
    expect(toFrameError({}, 'GET_USER')).toBeInstanceOf(FrameUnknownError)
    expect(
      toFrameError(
        { message: 'Requested RPC call is not allowed', code: 'RPC_NOT_ALLOWED' },
        'RPC_REQUEST',
      ),
    ).toBeInstanceOf(RpcCallNotAllowedError)
    const declined = toFrameError(
      { message: 'User rejected the request.', code: 'USER_REJECTED' },
      'PROTECT_RECOVERY',
    )
    expect(declined).toBeInstanceOf(UserRejectedRequestError)
    expect(declined.code).toBe(4001)
  })
})
