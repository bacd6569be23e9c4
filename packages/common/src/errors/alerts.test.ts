import { describe, expect, it } from 'vitest'
import { alertForServerMessage } from './alertForServerMessage'
import { ALERTS } from './alerts'
import { SERVER_ERROR_MESSAGES, SERVER_ERROR_STATUS } from './serverMessages'
import { expectedReceivedMessage, VALIDATION_MESSAGES } from './validationMessages'

describe('ALERTS', () => {
  it('has the spec §8 titles verbatim, each with a longer explanation', () => {
    expect(Object.values(ALERTS).map((a) => a.shortMessage)).toEqual([
      'Network Not Found',
      'Invalid App Configuration',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Session Expired',
      'Invalid Project ID',
      'Project ID Not Configured',
    ])
    for (const alert of Object.values(ALERTS)) {
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length)
    }
  })
})

describe('server messages', () => {
  it('lists the spec §8 strings and statuses', () => {
    expect(SERVER_ERROR_MESSAGES).toEqual({
      originNotAllowed: 'Unauthorized: origin not allowed',
      jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
      invalidKey: 'Unauthorized: invalid key',
    })
    expect(SERVER_ERROR_STATUS).toEqual({ forbidden: 403, serviceUnavailable: 503 })
  })

  it('maps each server message, even wrapped, to its alert', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe(
      'INVALID_APP_CONFIGURATION',
    )
    expect(
      alertForServerMessage('Error: JWT validation error: JWT Token is not yet valid (iat)'),
    ).toBe('SESSION_EXPIRED')
    expect(alertForServerMessage('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(alertForServerMessage('Internal Server Error')).toBeUndefined()
  })
})

describe('validation messages', () => {
  it('has the spec §8 sentences', () => {
    expect(VALIDATION_MESSAGES).toEqual({ required: 'Required', invalidInput: 'Invalid input' })
    expect(expectedReceivedMessage('string', 'number')).toBe('Expected string, received number')
  })
})
