import { describe, expect, it } from 'vitest'
import { passkeyRelyingParty } from './passkeyRelyingParty'
import { passkeyResponseSchema } from './verifyPasskeyAssertion'

const response = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: { prf: { enabled: true } },
}

describe('passkey answers the service accepts', () => {
  it('refuses one that carries the PRF output: the visitor key never leaves the frame', () => {
    expect(passkeyResponseSchema.safeParse(response).success).toBe(true)
    const leaking = {
      ...response,
      clientExtensionResults: { prf: { results: { first: 'AAAA' } } },
    }
    expect(passkeyResponseSchema.safeParse(leaking).success).toBe(false)
  })

  it('offers passkeys on a domain name only', () => {
    expect(passkeyRelyingParty('https://wallet.example.com')).toEqual({
      rpID: 'wallet.example.com',
      origin: 'https://wallet.example.com',
      available: true,
    })
    expect(passkeyRelyingParty('http://127.0.0.1:8789').available).toBe(false)
    expect(passkeyRelyingParty('http://[::1]:8789').available).toBe(false)
    expect(passkeyRelyingParty('http://localhost:8789').available).toBe(true)
  })
})
