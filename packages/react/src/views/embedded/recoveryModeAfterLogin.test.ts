import { describe, expect, it } from 'vitest'
import { frameRefusal } from '../../testing/frameRefusal'
import { recoveryModeAfterLogin } from './recoveryModeAfterLogin'

const named = (name: string) => Object.assign(new Error('x'), { name })

describe('recoveryModeAfterLogin', () => {
  it('sends a locked key to unlock and an account still to protect to create', () => {
    expect(recoveryModeAfterLogin(named('RecoveryPasswordRequiredError'))).toBe('unlock')
    expect(recoveryModeAfterLogin(named('RecoverySetupRequiredError'))).toBe('create')
  })

  it('sends a key held after an email change to unlock, where it can be tried again', () => {
    const held = frameRefusal(
      "This wallet's email was changed recently: a new device gets the key once the previous email address approves it (we mailed it a link), or when the change can no longer be undone",
      'KEY_HELD_AFTER_EMAIL_CHANGE',
    )
    expect(recoveryModeAfterLogin(held)).toBe('unlock')
  })

  it('leaves any other error where it happened', () => {
    expect(recoveryModeAfterLogin(frameRefusal('Invalid code', 'INVALID_OTP'))).toBeUndefined()
    expect(recoveryModeAfterLogin(new Error('x'))).toBeUndefined()
    expect(recoveryModeAfterLogin('x')).toBeUndefined()
  })
})
