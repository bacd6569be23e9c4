import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openInContext, sealInContext } from './sealInContext'

const key = Buffer.alloc(32, 7)
const plaintext = new Uint8Array([1, 2, 3])

describe('sealInContext', () => {
  it('opens under the same key, context and prefix only', () => {
    const sealed = sealInContext(key, plaintext, 'recovery:u1:d1', 'k1')
    expect(sealed.startsWith('k1.')).toBe(true)
    expect(openInContext(key, sealed, 'recovery:u1:d1', 'k1')).toEqual(plaintext)
    expect(() => openInContext(key, sealed, 'recovery:u2:d1', 'k1')).toThrow()
    expect(() => openInContext(randomBytes(32), sealed, 'recovery:u1:d1', 'k1')).toThrow()
    expect(() => openInContext(key, sealed, 'recovery:u1:d1', 'v1')).toThrow(
      'not a ciphertext of this KMS',
    )
    expect(() => openInContext(key, sealed, 'recovery:u1:d1', 'v1')).toThrow(
      expect.objectContaining({ code: 'NOT_A_CIPHERTEXT' }),
    )
  })

  it('refuses a changed byte', () => {
    const [prefix, iv, body = '', tag] = sealInContext(key, plaintext, 'c', 'v1').split('.')
    const flipped = Buffer.from(body, 'base64url').map((byte, i) => (i === 0 ? byte ^ 1 : byte))
    const tampered = [prefix, iv, Buffer.from(flipped).toString('base64url'), tag].join('.')
    expect(() => openInContext(key, tampered, 'c', 'v1')).toThrow()
  })

  it('still opens what the KMS (k1) and the wallet frame (v1) sealed before sharing this', () => {
    // Sealed by the services' own copies, under the key above.
    const kms = 'k1.0jaLmoAauHb4fgcB.Qgkq.CB3v_0GaG4N8Hh_3NC1TsQ'
    const frame = 'v1.AC6RIqNW4jO13Tpy.nB54.qM3qYyOvIhKknTFnKY4mQg'
    expect(openInContext(key, kms, 'recovery:u1:d1', 'k1')).toEqual(plaintext)
    expect(openInContext(key, frame, 'recovery:u1:d1', 'v1')).toEqual(plaintext)
  })
})
